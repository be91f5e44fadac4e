/*
 * Turns the bytes of a Silksong save file into the game's own JSON text, in the browser, with Web
 * Crypto only (the file never leaves the device). The layout is public, documented by the open save
 * trackers: a PC save (`user1.dat` ... `user4.dat`, and Game Pass's files without an extension) is
 * a fixed .NET serialisation header, the length of a string as a 7-bit varint, that string (Base64
 * of AES-256 ECB ciphertext with PKCS#7 padding, under one key every copy of the game shares), and
 * one closing byte. A Switch save dumped by a homebrew tool is the JSON itself.
 */

/** Anything larger is not a save: the largest saves are a few megabytes. */
export const MAX_SAVE_BYTES = 20 * 1024 * 1024;

const HEADER = [0x00, 0x01, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x06, 0x01, 0x00, 0x00, 0x00];
const END = 0x0b;
const KEY = new TextEncoder().encode('UKu52ePUBwetZ9wNX88o54dnfKRu0T1l');
const BLOCK = 16;

export type Decoded =
  | { kind: 'ok'; text: string }
  /** Nothing in it. */
  | { kind: 'empty' }
  | { kind: 'tooLarge' }
  /** Neither the game's wrapper nor JSON: another file. */
  | { kind: 'notSave' }
  /** The wrapper, cut short or damaged: the file was copied while the game wrote it, or broke. */
  | { kind: 'corrupt' };

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

function firstNonSpace(bytes: Uint8Array): number | undefined {
  // A UTF-8 byte-order mark or whitespace may come before a JSON dump's first brace.
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x0a || bytes[i] === 0x0d || bytes[i] === 0x09)) i++;
  return bytes[i];
}

/** The string the wrapper holds: its length is a 7-bit varint after the header, and the closing byte follows it. */
function wrapped(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> | null {
  let length = 0;
  let at = HEADER.length;
  for (let shift = 0; ; shift += 7) {
    if (shift > 28 || at >= bytes.length) return null;
    const b = bytes[at++]!;
    length |= (b & 0x7f) << shift;
    if ((b & 0x80) === 0) break;
  }
  if (at + length + 1 > bytes.length || bytes[at + length] !== END) return null;
  return bytes.subarray(at, at + length);
}

function fromBase64(ascii: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(new TextDecoder('ascii').decode(ascii));
    const out = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

/**
 * AES-256-ECB decryption from Web Crypto's AES-CBC, which has no ECB mode. CBC decrypts block i as
 * D(C[i]) xor C[i-1]; with a zero IV, xoring each output block with the ciphertext block before it
 * leaves D(C[i]), which is ECB. CBC also insists on valid padding at the end, so one block is added
 * whose CBC decryption is a whole block of padding: the CBC encryption of that padding after C[n].
 */
async function ecbDecrypt(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer> | null> {
  if (data.length === 0 || data.length % BLOCK !== 0) return null;
  const subtle = crypto.subtle;
  const key = await subtle.importKey('raw', KEY, 'AES-CBC', false, ['encrypt', 'decrypt']);
  const last = data.subarray(data.length - BLOCK);
  const tail = new Uint8Array(await subtle.encrypt({ name: 'AES-CBC', iv: last }, key, new Uint8Array(BLOCK).fill(BLOCK))).subarray(0, BLOCK);
  const input = new Uint8Array(data.length + BLOCK);
  input.set(data);
  input.set(tail, data.length);
  let plain: Uint8Array<ArrayBuffer>;
  try {
    plain = new Uint8Array(await subtle.decrypt({ name: 'AES-CBC', iv: new Uint8Array(BLOCK) }, key, input));
  } catch {
    return null;
  }
  for (let i = plain.length - 1; i >= BLOCK; i--) plain[i]! ^= data[i - BLOCK]!;
  // The save's own PKCS#7 padding: 1 to 16 bytes, each equal to the count.
  const pad = plain[plain.length - 1]!;
  if (pad < 1 || pad > BLOCK || plain.length < pad) return null;
  for (let i = plain.length - pad; i < plain.length; i++) if (plain[i] !== pad) return null;
  return plain.subarray(0, plain.length - pad);
}

const looksLikeJson = (bytes: Uint8Array) => firstNonSpace(bytes) === 0x7b;

/** The game's JSON text of a save file's bytes, or why there is none. */
export async function decodeSave(bytes: Uint8Array<ArrayBuffer>): Promise<Decoded> {
  if (bytes.length === 0) return { kind: 'empty' };
  if (bytes.length > MAX_SAVE_BYTES) return { kind: 'tooLarge' };
  const utf8 = new TextDecoder('utf-8', { fatal: false });
  if (looksLikeJson(bytes)) return { kind: 'ok', text: utf8.decode(bytes) };
  if (!startsWith(bytes, HEADER)) return { kind: 'notSave' };
  const base64 = wrapped(bytes);
  const cipher = base64 && fromBase64(base64);
  const plain = cipher && (await ecbDecrypt(cipher));
  if (!plain) return { kind: 'corrupt' };
  return looksLikeJson(plain) ? { kind: 'ok', text: utf8.decode(plain) } : { kind: 'corrupt' };
}
