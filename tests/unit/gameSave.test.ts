import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeSave, MAX_SAVE_BYTES } from '../../app/companion/saveDecode.ts';
import { newerThanKnown, readSave, KNOWN_VERSION } from '../../shared/gameSave.ts';
import { BUNDLED } from '../../shared/bundledRecords.ts';
import type { SaveRecord } from '../../shared/gameSave.ts';
import { encryptSaveText, saveFile, wrapBody, wrapSaveText } from '../../scripts/game-save-file.ts';

const bytes = (b: Buffer) => new Uint8Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.length)) as Uint8Array<ArrayBuffer>;

/** What node:crypto's own AES-256-ECB makes of a save's body: the reference the Web Crypto decoder must match. */
function nodeDecrypt(file: Buffer): string {
  let at = 22;
  while (file[at]! & 0x80) at++;
  const body = Buffer.from(file.subarray(at + 1, file.length - 1).toString('ascii'), 'base64');
  const d = createDecipheriv('aes-256-ecb', Buffer.from('UKu52ePUBwetZ9wNX88o54dnfKRu0T1l'), null);
  return Buffer.concat([d.update(body), d.final()]).toString('utf8');
}

describe('the save decoder', () => {
  it('matches node:crypto on saves from 200 KB to 5 MB', async () => {
    for (const size of [200_000, 1_000_000, 5_000_000]) {
      const file = saveFile({ playerData: { hasDash: true, version: '1.0.29980' } }, size);
      expect(file.length).toBeGreaterThanOrEqual(size);
      const decoded = await decodeSave(bytes(file));
      expect(decoded.kind).toBe('ok');
      expect(decoded.kind === 'ok' && decoded.text).toBe(nodeDecrypt(file));
    }
  });

  it('reads every padding length (texts of 0 to 16 bytes past a block)', async () => {
    for (let extra = 0; extra <= 16; extra++) {
      const text = JSON.stringify({ playerData: { s: 'x'.repeat(extra) } });
      const decoded = await decodeSave(bytes(wrapSaveText(text)));
      expect(decoded).toEqual({ kind: 'ok', text });
    }
  });

  it("reads a Switch dump's plain JSON, byte-order mark and all", async () => {
    const text = '\uFEFF  {"playerData":{"hasDash":true}}';
    const decoded = await decodeSave(bytes(Buffer.from(text)));
    expect(decoded.kind === 'ok' && readSave(decoded.text).kind).toBe('ok');
  });

  it('says what a file is when it is not a save it can read', async () => {
    const good = saveFile({ playerData: { hasDash: true } });
    expect(await decodeSave(new Uint8Array(0))).toEqual({ kind: 'empty' });
    expect((await decodeSave(new Uint8Array(MAX_SAVE_BYTES + 1))).kind).toBe('tooLarge');
    expect((await decodeSave(bytes(Buffer.from('PK\u0003\u0004 a zip file')))).kind).toBe('notSave');
    const random = new Uint8Array(4096);
    crypto.getRandomValues(random);
    expect((await decodeSave(random)).kind).toBe('notSave');
    // Cut short while the game wrote it, or with its last bytes lost.
    expect((await decodeSave(bytes(good.subarray(0, good.length - 40)))).kind).toBe('corrupt');
    expect((await decodeSave(bytes(good.subarray(0, 24)))).kind).toBe('corrupt');
    // The wrapper intact, the body damaged: Base64 that is not, or ciphertext whose padding breaks.
    const damaged = Buffer.from(good);
    damaged.fill(0x21, 30, 60);
    expect((await decodeSave(bytes(damaged))).kind).toBe('corrupt');
    const cipher = Buffer.from(encryptSaveText('{"playerData":{"hasDash":true}}').toString('ascii'), 'base64');
    cipher[cipher.length - 1]! ^= 0xff;
    expect((await decodeSave(bytes(wrapBody(Buffer.from(cipher.toString('base64'), 'ascii')))))).toEqual({ kind: 'corrupt' });
    // A wrapper around something that decrypts but is not JSON.
    expect((await decodeSave(bytes(wrapSaveText(encryptSaveText('{"playerData":{}}').toString('ascii'))))).kind).toBe('corrupt');
  });
});

describe('reading a save', () => {
  const save = (playerData: Record<string, unknown>, sceneData: Record<string, unknown> = {}) => {
    const read = readSave(JSON.stringify({ playerData, sceneData }));
    if (read.kind !== 'ok') throw new Error(read.kind);
    return read.save;
  };

  it('reads each kind of record, and says when the save has no such field', () => {
    const s = save(
      {
        defeatedMossMother: true,
        defeatedBellBeast: false,
        nailUpgrades: 2,
        Tools: { savedData: [{ Name: 'Straight Pin', Data: { IsUnlocked: true } }, { Name: 'Tacks', Data: { IsUnlocked: false } }] },
        Relics: { savedData: [{ Name: 'Weaver Totem', Data: { IsCollected: false, IsDeposited: true } }] },
        EnemyJournalKillData: { list: [{ Name: 'Lost Lace', Record: { Kills: 1, HasBeenSeen: true } }, { Name: 'Abyss Mass', Record: { Kills: 0, HasBeenSeen: true } }] },
        Collectables: { savedData: [{ Name: 'Pale Oil', Data: { Amount: 0 } }, { Name: 'Craftmetal', Data: { Amount: 2 } }] },
        QuestCompletionData: { savedData: [{ Name: 'Rite of the Pollip', Data: { IsAccepted: true, IsCompleted: false } }] },
        scenesVisited: ['Bone_01', 'Tut_01'],
      },
      { persistentBools: { serializedList: [{ SceneName: 'Bone_East_07', ID: 'Heart Piece', Value: true }, { SceneName: 'Dock_02', ID: 'Heart Piece', Value: false }] } },
    );
    const cases: [SaveRecord, boolean | null][] = [
      [{ kind: 'flag', field: 'defeatedMossMother' }, true],
      [{ kind: 'flag', field: 'defeatedBellBeast' }, false],
      [{ kind: 'flag', field: 'defeatedLace1' }, null],
      [{ kind: 'count', field: 'nailUpgrades', min: 2 }, true],
      [{ kind: 'count', field: 'nailUpgrades', min: 3 }, false],
      [{ kind: 'count', field: 'ToolPouchUpgrades', min: 1 }, null],
      [{ kind: 'list', list: 'Tools', name: 'Straight Pin' }, true],
      [{ kind: 'list', list: 'Tools', name: 'Tacks' }, false],
      [{ kind: 'list', list: 'Tools', name: 'Sting Shard' }, false],
      [{ kind: 'list', list: 'Collectables', name: 'Pale Oil' }, false],
      [{ kind: 'list', list: 'Collectables', name: 'Craftmetal' }, true],
      [{ kind: 'list', list: 'QuestCompletionData', name: 'Rite of the Pollip' }, false],
      [{ kind: 'list', list: 'Relics', name: 'Weaver Totem' }, true],
      [{ kind: 'list', list: 'MementosDeposited', name: 'Craw Memento' }, null],
      [{ kind: 'journal', name: 'Lost Lace' }, true],
      [{ kind: 'journal', name: 'Abyss Mass' }, false],
      [{ kind: 'any', of: [{ kind: 'list', list: 'Tools', name: 'Tacks' }, { kind: 'flag', field: 'defeatedMossMother' }] }, true],
      [{ kind: 'any', of: [{ kind: 'list', list: 'Tools', name: 'Tacks' }, { kind: 'flag', field: 'unknownField' }] }, false],
      [{ kind: 'any', of: [{ kind: 'flag', field: 'unknownField' }, { kind: 'count', field: 'unknownCount', min: 1 }] }, null],
      [{ kind: 'scene', scene: 'Bone_East_07', id: 'Heart Piece' }, true],
      [{ kind: 'scene', scene: 'Dock_02', id: 'Heart Piece' }, false],
      [{ kind: 'scene', scene: 'Greymoor_05', id: 'Heart Piece' }, false],
      [{ kind: 'rooms', rooms: ['Bone_02', 'Bone_01'] }, true],
      [{ kind: 'rooms', rooms: ['Greymoor_01'] }, false],
    ];
    for (const [record, expected] of cases) expect([record, s.holds(record)]).toEqual([record, expected]);
  });

  it("knows what a save's mode lacks: a Steel Soul-only record in a classic save, and the reverse", () => {
    const steelOnly = { kind: 'mode', only: 'steel', record: { kind: 'journal', name: 'Abyss Mass' } } as const;
    const classicOnly = { kind: 'mode', only: 'classic', record: { kind: 'flag', field: 'defeatedX' } } as const;
    expect([save({}).lacks(steelOnly), save({}).lacks(classicOnly)]).toEqual([true, false]);
    expect([save({ permadeathMode: 1 }).lacks(steelOnly), save({ permadeathMode: 1 }).lacks(classicOnly)]).toEqual([false, true]);
    expect([save({ permadeathMode: 'Dead' }).summary.steelSoul, save({ permadeathMode: 'Off' }).summary.steelSoul, save({ permadeathMode: 0 }).summary.steelSoul]).toEqual([true, false, false]);
    expect(save({ EnemyJournalKillData: { list: [{ Name: 'Abyss Mass', Record: { Kills: 1 } }] } }).holds(steelOnly)).toBe(true);
  });

  it('finds the act, Steel Soul, version, play time and completion', () => {
    expect(save({}).summary).toEqual({ version: null, playTime: null, completion: null, steelSoul: false, act: 1 });
    expect(save({ act2Started: true }).summary.act).toBe(2);
    expect(save({ act2Started: true, blackThreadWorld: true }).summary.act).toBe(3);
    expect(save({ version: '1.0.29980', playTime: 3723.5, completionPercentage: 41, permadeathMode: 1 }).summary).toEqual({
      version: '1.0.29980', playTime: 3723.5, completion: 41, steelSoul: true, act: 1,
    });
  });

  it('tells a save of the first game, a restore point and JSON without playerData apart from a save', () => {
    expect(readSave(JSON.stringify({ playerData: { geo: 120, charmSlots: 3, hasDreamNail: false, hasDash: true, version: '1.4.3.2' } })).kind).toBe('firstGame');
    expect(readSave(JSON.stringify({ playerData: { geo: 120, silk: 3, hasDash: true } })).kind).toBe('ok');
    expect(readSave(JSON.stringify({ data: 'c29tZXRoaW5nIGVuY3J5cHRlZA==' })).kind).toBe('restorePoint');
    expect(readSave('{"something":"else"}').kind).toBe('noPlayerData');
    expect(readSave('[1,2]').kind).toBe('noPlayerData');
    expect(readSave('not json').kind).toBe('noPlayerData');
  });
});

describe('where the trackers disagree, the records chosen (content/research/save-mappings.md)', () => {
  const recordOf = (slug: string) => BUNDLED.collectibles.find((r) => r.slug === slug)!.save!;
  const holds = (slug: string, playerData: Record<string, unknown>) => {
    const read = readSave(JSON.stringify({ playerData: { silk: 1, ...playerData }, sceneData: {} }));
    return read.kind === 'ok' ? read.save.holds(recordOf(slug)) : read.kind;
  };

  it("ticks the flea caravan's spool fragment once the caravan has moved on from Greymoor (location 2), or its leader was met at the Judge's camp", () => {
    expect(holds('spool-fragment-flea-caravan', { CaravanTroupeLocation: 1 })).toBe(false);
    expect(holds('spool-fragment-flea-caravan', { CaravanTroupeLocation: 2 })).toBe(true);
    expect(holds('spool-fragment-flea-caravan', { CaravanTroupeLocation: 1, MetCaravanTroupeLeaderJudge: true })).toBe(true);
  });

  it('ticks Kratt once saved or once back with the caravan, whichever flag a save has', () => {
    expect(holds('flea-greymoor-3', { CaravanLechSaved: false, CaravanLechReturnedToCaravan: false })).toBe(false);
    expect(holds('flea-greymoor-3', { CaravanLechSaved: true })).toBe(true);
    expect(holds('flea-greymoor-3', { CaravanLechReturnedToCaravan: true })).toBe(true);
  });
});

describe("the whole game's records", () => {
  const save = (playerData: Record<string, unknown>) => {
    const read = readSave(JSON.stringify({ playerData: { silk: 1, ...playerData }, sceneData: {} }));
    if (read.kind !== 'ok') throw new Error(read.kind);
    return read.save;
  };
  const kills = (name: string, n: number) => ({ EnemyJournalKillData: { list: [{ Name: name, Record: { Kills: n, HasBeenSeen: true } }] } });

  it("completes a journal entry at the kills it asks for (Mossgrub's 25), not one kill short", () => {
    const record = BUNDLED.journal.find((r) => r.slug === 'mossgrub')!.save!;
    expect(record).toEqual({ kind: 'journal', name: 'MossBone Crawler', kills: 25 });
    expect(save(kills('MossBone Crawler', 25)).holds(record)).toBe(true);
    expect(save(kills('MossBone Crawler', 26)).holds(record)).toBe(true);
    expect(save(kills('MossBone Crawler', 24)).holds(record)).toBe(false);
    // Kills of another enemy do not count, and a save without the journal cannot say.
    expect(save(kills('Mossmir', 99)).holds(record)).toBe(false);
    expect(save({}).holds(record)).toBeNull();
    // Without `kills`, one kill (a boss beaten once) is enough.
    expect(save(kills('Lost Lace', 1)).holds({ kind: 'journal', name: 'Lost Lace' })).toBe(true);
    expect(save(kills('Lost Lace', 0)).holds({ kind: 'journal', name: 'Lost Lace' })).toBe(false);
  });

  it("holds a Materium record once collected or seen on its board, and not while neither", () => {
    const s = save({
      MateriumCollected: {
        savedData: [
          { Name: 'Silk', Data: { IsCollected: true, HasSeenInRelicBoard: false } },
          { Name: 'Mossberry', Data: { IsCollected: false, HasSeenInRelicBoard: true } },
          { Name: 'Rosaries', Data: { IsCollected: false, HasSeenInRelicBoard: false } },
        ],
      },
    });
    const materium = (name: string): SaveRecord => ({ kind: 'list', list: 'MateriumCollected', name });
    expect(['Silk', 'Mossberry', 'Rosaries', 'Shell Shards'].map((n) => [n, s.holds(materium(n))])).toEqual([
      ['Silk', true],
      ['Mossberry', true],
      ['Rosaries', false],
      ['Shell Shards', false],
    ]);
    // A save from before the Materium is built has no such list: unknown, not missing.
    expect(save({}).holds(materium('Silk'))).toBeNull();
    // The extras' own record reads the same list.
    const silk = BUNDLED.extras.find((r) => r.slug === 'materium-silk')!.save!;
    expect(silk).toEqual(materium('Silk'));
    expect(s.holds(silk)).toBe(true);
  });
});

describe('a save from a newer game', () => {
  it('is told apart from the builds the records were checked against', () => {
    expect(newerThanKnown(KNOWN_VERSION)).toBe(false);
    expect(newerThanKnown('1.0.28324')).toBe(false);
    expect(newerThanKnown('1.0.30001')).toBe(true);
    expect(newerThanKnown('1.1.0')).toBe(true);
  });
});

