import type { NewsRecord } from '../../shared/schema/news.ts';

/** Japanese-only on purpose: every other language must skip it and show 'Translation not found'. */
const article: NewsRecord = {
  id: 'f25425d8-4125-4b88-9c26-e5121d258331',
  slug: 'switch-and-switch-2-same-day',
  date: '2025-09-04T13:00:00Z',
  updated_at: '2025-09-04T13:00:00Z',
  cover: '/images/news/switch-and-switch-2-same-day.svg',
  sources: ['https://www.nintendo.com/', 'https://www.hollowknightsilksong.com/'],
  published: true,
  translations: {
    ja: {
      title: 'Silksong、Nintendo Switch と Nintendo Switch 2 で同日発売',
      summary: '『Hollow Knight: Silksong』は2025年9月4日、Nintendo Switch と Nintendo Switch 2 の両方で、ほかのプラットフォームと同じ日に発売されました。',
      body: [
        '『Hollow Knight: Silksong』は2025年9月4日、Nintendo Switch と Nintendo Switch 2 で発売されました。PC、Xbox、PlayStation 版と同じ、世界同日の発売です。',
        'Switch 2 版の存在は、2025年4月2日の Nintendo Switch 2 Direct で明らかになりました。このとき Silksong は、2025年発売予定のタイトルとして紹介されています。',
        '前作『Hollow Knight』も2018年に Nintendo Switch で発売されています。',
        'Nintendo eShop から購入して、Hornet とともに Pharloom の頂を目指しましょう。',
      ].join('\n\n'),
    },
  },
};

export default article;
