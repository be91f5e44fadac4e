import { describe, expect, it } from 'vitest';
import { COMPANION_KEY, EARLY_SCRIPT, EARLY_SCRIPT_HASH } from '../../shared/companion.ts';
import { EMPTY, parseSaved, serialize, shownLevel } from '../../app/companion/store.ts';
import { markedHtml, markProblem, textParts, withoutSpoilers } from '../../shared/spoilerMarks.ts';

describe('the early spoiler script', () => {
  it('is allowed by the hash the policy lists', async () => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(EARLY_SCRIPT));
    expect(EARLY_SCRIPT_HASH).toBe(`'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  });
});

describe('the saved spoiler level', () => {
  const file = (version: number, spoiler: unknown) => JSON.stringify({ format: COMPANION_KEY, version, spoiler, done: { bosses: ['lace'] } });

  it('is not chosen in a fresh state, and hides later acts as Act 1 does until it is', () => {
    expect(EMPTY.spoiler).toBeNull();
    expect(parseSaved(serialize(EMPTY))).toEqual({ kind: 'ok', saved: EMPTY });
    expect(shownLevel(null)).toBe(1);
    expect(shownLevel('all')).toBe('all');
  });

  it('reads a level chosen in either version, and a version 2 state that has none yet', () => {
    expect(parseSaved(file(1, 'all'))).toMatchObject({ kind: 'ok', saved: { spoiler: 'all' } });
    expect(parseSaved(file(1, 2))).toMatchObject({ kind: 'ok', saved: { spoiler: 2, done: { bosses: ['lace'] } } });
    expect(parseSaved(file(2, null))).toMatchObject({ kind: 'ok', saved: { spoiler: null } });
  });

  it('refuses a level it does not know, a missing one and a later version', () => {
    expect(parseSaved(file(2, 4)).kind).toBe('corrupt');
    expect(parseSaved(file(2, undefined)).kind).toBe('corrupt');
    expect(parseSaved(file(3, 1)).kind).toBe('newer');
  });
});

describe('spoiler marks in texts', () => {
  const text = 'It turns into a mount. [act 3]It returns in Act 3 against the Bell Eater.[/act] Then [act 2]later[/act].';

  it('split a text into plain and marked passages', () => {
    expect(textParts(text)).toEqual([
      { text: 'It turns into a mount. ', act: null },
      { text: 'It returns in Act 3 against the Bell Eater.', act: 3 },
      { text: ' Then ', act: null },
      { text: 'later', act: 2 },
      { text: '.', act: null },
    ]);
    expect(textParts('plain')).toEqual([{ text: 'plain', act: null }]);
  });

  it('are left out, spaces tidied, where a text must not spoil (search, meta descriptions)', () => {
    expect(withoutSpoilers(text)).toBe('It turns into a mount. Then.');
    expect(withoutSpoilers('no marks  here')).toBe('no marks  here');
  });

  it('become the spoiler markup inside sanitized HTML, the cover text escaped', () => {
    expect(markedHtml('<p>A. [act 3]<em>B</em>.[/act]</p>', (act) => `Act ${act} <show>`)).toBe(
      '<p>A. <span class="spoiler" data-act="3"><span class="spoiler-body"><em>B</em>.</span><button type="button" class="spoiler-cover" data-reveal>Act 3 &lt;show&gt;</button></span></p>',
    );
  });

  it('are refused when unbalanced, nested, of act 1 or across paragraphs', () => {
    expect(markProblem(text)).toBeNull();
    for (const bad of ['[act 3]open', 'close[/act]', '[act 1]x[/act]', '[act 3]a [act 2]b[/act] c[/act]', '[act 3]a\n\nb[/act]', '[act3]x[/act]']) {
      expect(markProblem(bad), bad).not.toBeNull();
    }
  });
});
