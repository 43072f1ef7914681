/**
 * The dictionary builder: a worker thread's entry (built to out/main/dictionary-builder.js, see
 * electron.vite.config.ts), started by DictionaryClient.warmUp.
 *
 * It reads the cspell trie file of @cspell/dict-uk-ua (its text format "TrieXv3") and converts it in one
 * pass into the compact layout of compact.ts, inside the process's shared dictionary memory (`data`, a
 * growable SharedArrayBuffer): no trie objects are made, so the build takes a fraction of a second and a
 * few tens of MB. `control[0]` is the state (see DictionaryState in memory.ts), `control[1]` the byte
 * length written in `data` (the compact trie, or the UTF-8 text of the error when the build failed);
 * every waiting thread is notified.
 *
 * With a `cachePath` (a file in the app's data folder named after the dictionary's version and the
 * layout's format) the built bytes are kept, followed by their SHA-256; a later start reads them back
 * only when that checksum matches (a damaged or edited cache is built anew and written again), and reads
 * the file as the app reads its other files: never through a link, never a pipe or a device, never more
 * than the memory holds. A dictionary is published only once built or verified.
 *
 * The file format, as cspell-trie-lib writes and reads it (its importV3): after a header and a line
 * "__DATA__", a depth-first walk of the trie. A character adds a child to the current node and enters it;
 * "$" marks the current node as the end of a word and steps back one level; "<" steps back one level, and
 * after "$" or "<" a digit d steps back d - 1 more; "#r;" (r in the header's base) makes the child just
 * added the r-th node that has children, numbered in order of appearance from 1 after the root; a
 * backslash takes the next character as a letter, and two backslashes then "n", "r" or a third backslash
 * stand for a newline, a return, a backslash. A node left without children when its word ends is the one
 * shared leaf. Line breaks carry no meaning.
 */
import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, mkdirSync, openSync, readFileSync, readSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { isMainThread, workerData } from 'node:worker_threads';
import { COMPACT_FORMAT, compactByteLength } from './compact';
import { DictionaryState } from './memory';

/** The shared memory's growable buffer (ES2024; the project's type library is older). */
export type GrowableBuffer = SharedArrayBuffer & { grow(length: number): void; readonly maxByteLength: number };

/** What DictionaryClient hands the builder. */
export interface BuilderData {
  control: Int32Array;
  data: GrowableBuffer;
  triePath: string;
  cachePath: string | null;
}

/** Bytes of the checksum that follows the compact bytes in the cache file. */
export const CACHE_CHECKSUM_BYTES = 32;

const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

function checksum(bytes: Uint8Array): Buffer {
  return createHash('sha256').update(bytes).digest();
}

function publish(control: Int32Array, state: number, length: number): void {
  Atomics.store(control, 1, length);
  Atomics.store(control, 0, state);
  Atomics.notify(control, 0);
}

/**
 * Reads the cache into `data` when it is a regular file whose header, size and checksum match; returns
 * the compact length, or 0 when it must be built (no cache, or one that does not verify).
 */
export function readCache(cachePath: string, data: GrowableBuffer): number {
  let fd: number;
  try {
    fd = openSync(cachePath, OPEN_FLAGS);
  } catch {
    return 0; // none, a link (not followed), or unreadable: built anew
  }
  try {
    const st = fstatSync(fd);
    const length = st.size - CACHE_CHECKSUM_BYTES;
    if (!st.isFile() || length < 16 || length > data.maxByteLength) return 0;
    const readAll = (into: Uint8Array, at: number): boolean => {
      for (let done = 0; done < into.length; ) {
        const n = readSync(fd, into, done, into.length - done, at + done);
        if (n === 0) return false;
        done += n;
      }
      return true;
    };
    const header = new Uint8Array(16);
    if (!readAll(header, 0)) return 0;
    const [format, nodeCount, edgeCount] = new Uint32Array(header.buffer, 0, 3);
    if (format !== COMPACT_FORMAT || compactByteLength(nodeCount!, edgeCount!) !== length) return 0;
    if (data.byteLength < length) data.grow(length);
    const bytes = new Uint8Array(data, 0, length);
    const stored = new Uint8Array(CACHE_CHECKSUM_BYTES);
    if (!readAll(bytes, 0) || !readAll(stored, length)) return 0;
    return checksum(bytes).equals(stored) ? length : 0;
  } finally {
    closeSync(fd);
  }
}

/** Keeps the built bytes and their checksum; a cache that cannot be written only costs the next start its time. */
export function writeCache(cachePath: string, data: GrowableBuffer, length: number): void {
  const temporary = `${cachePath}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(cachePath), { recursive: true });
    // a private copy: the shared bytes are hashed and written as they are now
    const bytes = new Uint8Array(data, 0, length).slice();
    writeFileSync(temporary, Buffer.concat([bytes, checksum(bytes)]), { flag: 'wx', mode: 0o600 });
    renameSync(temporary, cachePath);
  } catch {
    rmSync(temporary, { force: true });
  }
}

/** Typed arrays that double when full (the sizes are known only at the end of the file). */
function grown<T extends Uint8Array | Uint16Array | Uint32Array>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  const bigger = new (array.constructor as new (length: number) => T)(Math.max(needed, array.length * 2));
  bigger.set(array);
  return bigger;
}

const SHARED_LEAF = 1;
const END_OF_WORD = 1;
const HAS_CHILDREN = 2;

/** Parser states. */
const MAIN = 0;
const BACK = 1;
const REFERENCE = 2;
const ESCAPE = 3;
const ESCAPE_TWICE = 4;

/**
 * Converts the text of a trie file into the compact layout in `data`; returns its byte length. Throws
 * with a readable reason when the file is not a trie it can read. Node 0 is the root, node 1 the shared
 * leaf; the others are numbered as they appear, so "#r;" is node r + 1.
 */
export function convert(text: string, data: GrowableBuffer): number {
  const dataAt = text.indexOf('__DATA__');
  const lines = text.slice(0, Math.max(0, dataAt)).split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const header = /^TrieXv3\nbase=(\d+)$/.exec(lines.slice(0, 2).join('\n'));
  if (!header) throw new Error('the trie file has an unknown format');
  const radix = Number.parseInt(header[1]!, 10);
  let flags = new Uint8Array(1 << 16);
  flags[SHARED_LEAF] = END_OF_WORD;
  let nodeCount = 2;
  let parents = new Uint32Array(1 << 16);
  let targets = new Uint32Array(1 << 16);
  let chars = new Uint16Array(1 << 16);
  let edgeCount = 0;
  // The path from the root: the node at each depth and the edge that leads to it.
  let nodeAt = new Uint32Array(64);
  let edgeAt = new Uint32Array(64);
  let depth = 0;
  const stepBack = (n: number): void => {
    if (n > depth) throw new Error('the trie file steps back above its root');
    depth -= n;
  };
  const addChild = (code: number): void => {
    if (code >= 0xd800 && code <= 0xdfff) throw new Error('the trie has a character outside the basic plane');
    const parent = nodeAt[depth]!;
    if (parent === SHARED_LEAF) throw new Error('the trie file adds a letter after the end of a word');
    flags[parent]! |= HAS_CHILDREN;
    flags = grown(flags, nodeCount + 1);
    flags[nodeCount] = 0;
    parents = grown(parents, edgeCount + 1);
    targets = grown(targets, edgeCount + 1);
    chars = grown(chars, edgeCount + 1);
    parents[edgeCount] = parent;
    targets[edgeCount] = nodeCount;
    chars[edgeCount] = code;
    depth++;
    nodeAt = grown(nodeAt, depth + 1);
    edgeAt = grown(edgeAt, depth + 1);
    nodeAt[depth] = nodeCount++;
    edgeAt[depth] = edgeCount++;
  };
  // The node just entered is replaced by an existing one: it was the last one numbered.
  const replace = (node: number): void => {
    if (depth === 0 || nodeAt[depth] !== nodeCount - 1) throw new Error('the trie file refers to a node out of place');
    nodeCount--;
    targets[edgeAt[depth]!] = node;
    nodeAt[depth] = node;
  };
  const endWord = (): void => {
    const node = nodeAt[depth]!;
    if (flags[node]! & HAS_CHILDREN) flags[node]! |= END_OF_WORD;
    else if (node !== SHARED_LEAF) replace(SHARED_LEAF);
  };
  let state = MAIN;
  let reference = '';
  for (let i = text.indexOf('\n', dataAt) + 1; i > 0 && i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\n') continue;
    if (state === BACK) {
      if (ch === '<') {
        stepBack(1);
        continue;
      }
      if (ch >= '2' && ch <= '9') {
        stepBack(ch.charCodeAt(0) - 49);
        continue;
      }
      state = MAIN;
    }
    if (state === REFERENCE) {
      if (ch !== ';') {
        reference += ch;
        continue;
      }
      const node = Number.parseInt(reference, radix) + 1;
      if (!(node > SHARED_LEAF && node < nodeCount - 1)) throw new Error('the trie file refers to a node it does not have');
      replace(node);
      state = MAIN;
    } else if (state === ESCAPE) {
      if (ch === '\\') state = ESCAPE_TWICE;
      else {
        addChild(ch.charCodeAt(0));
        state = MAIN;
      }
    } else if (state === ESCAPE_TWICE) {
      addChild((ch === 'n' ? '\n' : ch === 'r' ? '\r' : ch).charCodeAt(0));
      state = MAIN;
    } else if (ch === '$') {
      endWord();
      stepBack(1);
      state = BACK;
    } else if (ch === '<') {
      stepBack(1);
      state = BACK;
    } else if (ch === '#') {
      reference = '';
      state = REFERENCE;
    } else if (ch === '\\') state = ESCAPE;
    else if (ch !== '\r') addChild(ch.charCodeAt(0));
  }
  if (state !== MAIN && state !== BACK) throw new Error('the trie file ends in the middle of an entry');
  // Each node's edges side by side, in the order they appear (a counting sort by parent).
  const length = compactByteLength(nodeCount, edgeCount);
  if (data.byteLength < length) data.grow(length);
  new Uint32Array(data, 0, 4).set([COMPACT_FORMAT, nodeCount, edgeCount, 0]);
  const nodes = new Uint32Array(data, 16, nodeCount + 1).fill(0);
  for (let e = 0; e < edgeCount; e++) nodes[parents[e]! + 1]!++;
  for (let n = 0; n < nodeCount; n++) nodes[n + 1]! += nodes[n]!;
  const next = nodes.slice(0, nodeCount);
  const outTargets = new Uint32Array(data, 16 + 4 * (nodeCount + 1), edgeCount);
  const outChars = new Uint16Array(data, 16 + 4 * (nodeCount + 1 + edgeCount), edgeCount);
  for (let e = 0; e < edgeCount; e++) {
    const at = next[parents[e]!]!++;
    outTargets[at] = targets[e]!;
    outChars[at] = chars[e]!;
  }
  for (let n = 0; n <= nodeCount; n++) nodes[n] = nodes[n]! * 2 + (n < nodeCount ? flags[n]! & END_OF_WORD : 0);
  return length;
}

/** The build: from a verified cache, else from the trie file (then cached); the result or the error is published. */
export function build({ control, data, triePath, cachePath }: BuilderData): void {
  try {
    const cached = cachePath ? readCache(cachePath, data) : 0;
    if (cached > 0) return publish(control, DictionaryState.ready, cached);
    const length = convert(new TextDecoder().decode(readFileSync(triePath)), data);
    if (cachePath) writeCache(cachePath, data, length);
    publish(control, DictionaryState.ready, length);
  } catch (e) {
    const text = new TextEncoder().encode(`The Ukrainian dictionary could not be loaded: ${e instanceof Error ? e.message : String(e)}`);
    if (data.byteLength < text.length) data.grow(Math.min(text.length, data.maxByteLength));
    new Uint8Array(data).set(text.subarray(0, data.byteLength));
    publish(control, DictionaryState.failed, Math.min(text.length, data.byteLength));
  }
}

if (!isMainThread && workerData && typeof workerData === 'object' && 'triePath' in workerData) build(workerData as BuilderData);
