import type { TrailerProse } from '../../encyclopaedia/types.ts';

export const trailers = {
  'release-trailer': {
    title: 'Hollow Knight: Silksong - Release Trailer',
    analysis:
      'Team Cherry set this one up on 19 August 2025 with a countdown to a "special announcement" on its own YouTube channel, and it premiered two days later, at 3:30pm BST on Thursday 21 August. It runs a little under two minutes and sticks to quick cuts of boss fights, towns, characters and Hornet on the move.\n\n' +
      'The big news came at the end: Silksong would launch on 4 September 2025, only two weeks later, and would be on Xbox Game Pass from day one. Its text cards promised more than 200 foes, and press coverage also counted some 40 bosses. Its layout and wording closely follow the first Hollow Knight trailer, but now you climb toward the peak of a haunted kingdom instead of descending into a ruined one.\n\n' +
      'After six years with almost no news, commentators welcomed how understated the premiere was: no big stage, just footage and a date. That same day Bloomberg ran its report on why the sequel took so long to make.',
  },
  'nintendo-switch-2-direct-appearance': {
    title: 'Nintendo Switch 2 Direct appearance (April 2025)',
    analysis:
      'This was never a standalone trailer. On 2 April 2025, near the end of the Nintendo Switch 2 Direct, Silksong got a few seconds in a montage of upcoming third-party games. The link goes to Nintendo\'s upload of the whole Direct, so you will need to skip ahead to the montage to find the clip.\n\n' +
      'The clip shows Hornet flipping, sliding and fighting, and its caption said 2025. That was the first official word that the game would come out that year. A few days later Team Cherry\'s Matthew Griffin confirmed that Silksong would release on both the original Switch and Switch 2.\n\n' +
      'Fans were thrilled to see new footage for the first time since 2022, but plenty of them held back. Comment sections filled with "I\'ll believe it when I see it" jokes and requests for a full trailer with a real date.',
  },
  'xbox-game-pass-reveal-trailer': {
    title: 'Hollow Knight: Silksong - Xbox Game Pass Reveal Trailer',
    analysis:
      'This trailer appeared during the Xbox & Bethesda Games Showcase on 12 June 2022. It was the first real look at Silksong in about three years, with new gameplay, characters and environments. Xbox posted it on its own channel.\n\n' +
      'Under the caption "Fight for the fate of a haunted land", it shows Hornet crossing new areas, including a run where she bounces off glowing platforms that burst when struck. The showcase also confirmed that the game would be on Game Pass on launch day.\n\n' +
      'The trailer gave no date. Xbox said every game in the show would be playable within the next 12 months, and fans read that as a deadline of mid-2023. Silksong missed that window and was later formally delayed.',
  },
  'nintendo-treehouse-live-e3-2019': {
    title: 'Hollow Knight: Silksong Gameplay - Nintendo Treehouse: Live | E3 2019',
    analysis:
      'At E3 2019, Nintendo\'s Treehouse: Live stream showed nearly 20 minutes of Silksong running on Nintendo Switch. Nintendo then posted the segment on its YouTube channel. This is gameplay footage, not an edited trailer.\n\n' +
      'The demo begins with a short poem and an opening scene: Hornet is carried in a cage until a blinding burst of silk tears a bridge apart. She wakes in the Moss Grotto at the very bottom of the kingdom. The demo also gave the kingdom\'s name, Pharloom, and offered two areas to play: the Moss Grotto and the Deep Docks.\n\n' +
      'The same demo was playable at Nintendo\'s booth on the show floor, where Silksong was one of the few games with a queue. One Kotaku writer picked the slightly tougher Deep Docks and came away delighted, even after running into a glitch.',
  },
  'reveal-trailer': {
    title: 'Hollow Knight: Silksong Reveal Trailer',
    analysis:
      'Team Cherry posted this trailer to its YouTube channel on 14 February 2019. It lasts about two minutes and revealed that the Hornet DLC planned for Hollow Knight had grown into a full standalone sequel.\n\n' +
      'It introduces Hornet as the playable hero. She is captured and taken to an unfamiliar kingdom of silk and song, and must climb a deadly pilgrimage to its peak. That reverses the first game, where you spent your time going down. The trailer promised more than 150 new enemies, new bosses, acrobatic combat, towns, quests and crafted tools. It named Windows, Mac, Linux and Nintendo Switch as the platforms.\n\n' +
      'Team Cherry also said that original Kickstarter backers would get the game free. Coverage at the time praised the visuals and Hornet\'s nimbler moves, though the trailer gave no hint of a release date.',
  },
} satisfies Record<string, TrailerProse>;
