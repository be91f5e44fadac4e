import { createCipheriv } from 'node:crypto';

/*
 * Save files built exactly as the game writes them (node:crypto's own AES-256-ECB, not the site's
 * decoder), from a small playerData and sceneData: the tests of the import read what the game would
 * hand a player.
 */

const HEADER = Buffer.from([0x00, 0x01, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x06, 0x01, 0x00, 0x00, 0x00]);
const KEY = Buffer.from('UKu52ePUBwetZ9wNX88o54dnfKRu0T1l', 'ascii');

export interface SaveContent {
  playerData: Record<string, unknown>;
  sceneData?: Record<string, unknown>;
}

/** The length of a .NET string as BinaryWriter writes it: 7 bits a byte, low bits first. */
function varint(n: number): Buffer {
  const out: number[] = [];
  do {
    out.push((n & 0x7f) | (n > 0x7f ? 0x80 : 0));
    n >>>= 7;
  } while (n > 0);
  return Buffer.from(out);
}

/** The encrypted body of a save: Base64 of AES-256-ECB with PKCS#7 padding. */
export function encryptSaveText(text: string): Buffer {
  const cipher = createCipheriv('aes-256-ecb', KEY, null);
  return Buffer.from(Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64'), 'ascii');
}

/** The game's wrapper around an encrypted body's Base64 text. */
export function wrapBody(body: Buffer): Buffer {
  return Buffer.concat([HEADER, varint(body.length), body, Buffer.from([0x0b])]);
}

/** A `userN.dat` around any text (a save's JSON, or whatever a test needs inside the wrapper). */
export const wrapSaveText = (text: string): Buffer => wrapBody(encryptSaveText(text));

/** A save file of `content`, padded with `padTo` bytes of filler scene flags when a test needs a large file. */
export function saveFile(content: SaveContent, padTo = 0): Buffer {
  const json = JSON.stringify({ playerData: content.playerData, sceneData: content.sceneData ?? { persistentBools: { serializedList: [] } } });
  const file = wrapSaveText(json);
  if (file.length >= padTo) return file;
  // Filler rooms the game would have recorded: each entry about 80 bytes once encrypted and encoded.
  const filler = Array.from({ length: Math.ceil((padTo - file.length) / 80) }, (_, i) => ({ SceneName: `Filler_${i}`, ID: `thing ${i}`, Value: i % 2 === 0, Mutator: 0 }));
  const scenes = content.sceneData ?? {};
  const bools = (scenes.persistentBools as { serializedList?: unknown[] } | undefined)?.serializedList ?? [];
  return saveFile({ ...content, sceneData: { ...scenes, persistentBools: { serializedList: [...bools, ...filler] } } });
}
