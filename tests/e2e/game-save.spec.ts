import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { COMPANION_KEY } from '../../shared/companion.ts';
import { saveFile, wrapSaveText } from '../../scripts/game-save-file.ts';
import { expect, test } from './fixtures.ts';

// The player's own save, read in the browser: built here exactly as the game writes it.

// Nothing is saved before a test begins, so whatever is stored came from the save.
test.use({ spoilerChosen: null });

const glossary = JSON.parse(readFileSync(new URL('../../content/locales/en/glossary.json', import.meta.url), 'utf8')) as Record<string, Record<string, string>>;

/** A mid-game save: Act 2 begun, Moss Mother and Bell Beast beaten, Lace not; Swift Step, Cling Grip and the Straight Pin. */
const MID_GAME = {
  playerData: {
    version: '1.0.29980', playTime: 36_000 + 1_260, completionPercentage: 31, permadeathMode: 0, silk: 4,
    act2Started: true, blackThreadWorld: false,
    defeatedMossMother: true, defeatedBellBeast: true, defeatedLace1: false,
    hasDash: true, hasWalljump: true,
    Tools: { savedData: [{ Name: 'Straight Pin', Data: { IsUnlocked: true } }] },
    ToolEquips: { savedData: [] }, Relics: { savedData: [] }, Collectables: { savedData: [] }, MementosDeposited: { savedData: [] },
    QuestCompletionData: { savedData: [] }, EnemyJournalKillData: { list: [] }, scenesVisited: [],
  },
  sceneData: { persistentBools: { serializedList: [] } },
};
// Only the kinds with a tick are kept.
const EXPECTED = { bosses: ['bell-beast', 'moss-mother'], items: ['cling-grip', 'straight-pin', 'swift-step'] };

const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), COMPANION_KEY);
const sorted = (done: Record<string, string[]>) => Object.fromEntries(Object.entries(done).filter(([, v]) => v.length > 0).map(([k, v]) => [k, [...v].sort()]));

async function openImport(page: Page, visit: (path: string) => Promise<void>) {
  await visit('/progress');
  const input = page.locator('input[data-save-input]');
  await expect(input).toBeEnabled();
  return input;
}

test('a mid-game save ticks exactly what it records, sets Act 2 and lists what is within reach, with no request leaving the page', async ({ page, visit }) => {
  const input = await openImport(page, visit);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await input.setInputFiles({ name: 'user2.dat', mimeType: 'application/octet-stream', buffer: saveFile(MID_GAME) });
  const read = page.locator('[data-save-read]');
  await expect(read).toBeVisible();
  await expect(read.locator('[data-save-field="slot"]')).toHaveText('2');
  await expect(read.locator('[data-save-field="version"]')).toHaveText('1.0.29980');
  await expect(read.locator('[data-save-field="playTime"]')).toHaveText('10 h 21 min');
  await expect(read.locator('[data-save-field="act"]')).toHaveText('2');
  await expect(read.locator('[data-save-field="steelSoul"]')).toHaveText('No');
  // A classic save lacks what only Steel Soul has: marked, neither done nor missing.
  await expect(read.locator('[data-save-lacks-steel]')).toContainText('In Steel Soul only');
  await expect(read.locator('[data-save-lacks-steel]')).toContainText(glossary.bosses!['summoned-saviour']!);
  await expect(read.locator('[data-save-lacks-classic]')).toBeHidden();
  // Nothing changes before the visitor says how.
  expect(await stored(page)).toBeNull();
  await read.getByRole('button', { name: 'Replace my ticks' }).click();
  await expect(page.locator('[data-save-import-status]')).toContainText('5 entries ticked');
  const saved = await stored(page);
  expect(saved.spoiler).toBe(2);
  expect(sorted(saved.done)).toEqual(EXPECTED);
  await expect(page.locator('html')).toHaveAttribute('data-spoiler', '2');
  // Ticked entries' boxes are checked, others not (the checklist's areas are folded: the boxes, not their roles).
  await expect(page.locator('input[data-progress="bosses/moss-mother"]').first()).toBeChecked();
  const lace = page.locator('input[data-progress="bosses/lace"]').first();
  await expect(lace).toHaveAttribute('aria-label', `Defeated: ${glossary.bosses!['lace']}`);
  await expect(lace).not.toBeChecked();
  // The only requests: the import's own script chunk, from this site.
  const origin = new URL(page.url()).origin;
  expect(requests.filter((u) => !u.startsWith(`${origin}/assets/`))).toEqual([]);

  // Within reach: an entry needing only Swift Step is no longer blocked; one needing an item not had still is.
  const reach = page.getByRole('checkbox', { name: 'Only what is within reach now' });
  await reach.check();
  const rows = page.locator('[data-reach] [data-progress-entry]');
  const blocked = page.locator('[data-reach] [data-progress-entry][data-blocked]');
  expect(await blocked.count()).toBeGreaterThan(0);
  await expect(blocked.first()).toBeHidden();
  const needingDash = page.locator('[data-reach] [data-progress-entry][data-requires="items/swift-step"]').first();
  await expect(needingDash).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(await blocked.count());
  await expect(page.locator('[data-reach-count]')).toContainText('Within reach now:');
});

test('importing a newer save of the same slot brings the ticks up to date; adding keeps ticks the save does not have', async ({ page, visit }) => {
  const input = await openImport(page, visit);
  await input.setInputFiles({ name: 'user2.dat', mimeType: 'application/octet-stream', buffer: saveFile(MID_GAME) });
  await page.getByRole('button', { name: 'Replace my ticks' }).click();
  await expect(page.locator('[data-save-import-status]')).toContainText('entries ticked');
  const later = { ...MID_GAME, playerData: { ...MID_GAME.playerData, defeatedLace1: true } };
  await input.setInputFiles({ name: 'user2.dat', mimeType: 'application/octet-stream', buffer: saveFile(later) });
  await page.getByRole('button', { name: 'Add to my ticks' }).click();
  await expect(page.locator('[data-save-import-status]')).toContainText('6 entries ticked');
  expect((await stored(page)).done.bosses.sort()).toEqual(['bell-beast', 'lace', 'moss-mother']);
});

test('a file that is not a save gets a message and changes nothing', async ({ page, visit }) => {
  const input = await openImport(page, visit);
  const status = page.locator('[data-save-import-status]');
  const cases: [string, Buffer, string][] = [
    ['empty.dat', Buffer.alloc(0), 'This file is empty'],
    ['photo.png', Buffer.from('\x89PNG\r\n\x1a\n not a save at all'), 'not a Silksong save'],
    ['user1.dat', saveFile(MID_GAME).subarray(0, 300), 'damaged or cut short'],
    ['user1.dat', wrapSaveText(JSON.stringify({ playerData: { geo: 5, charmSlots: 3, hasDreamNail: true } })), 'first Hollow Knight'],
    ['restore.dat', wrapSaveText(JSON.stringify({ data: 'ZW5jcnlwdGVkIGFnYWlu' })), 'restore point'],
    ['dump.json', Buffer.from('{"somethingElse": {"<img src=x onerror=alert(1)>": true}}'), 'no player data'],
  ];
  for (const [name, buffer, message] of cases) {
    await input.setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
    await expect(status).toContainText(message);
    await expect(page.locator('[data-save-read]')).toBeHidden();
  }
  expect(await stored(page)).toBeNull();
  expect(await page.locator('main img').count()).toBe(0);
});
