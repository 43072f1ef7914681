/**
 * The dictionary builder, as plain JavaScript run with `new Worker(source, { eval: true })`: the same code
 * then runs from the sources (tsx, tests) and from the bundled main process, with no extra build entry.
 *
 * It reads the cspell trie file of @cspell/dict-uk-ua (its text format "TrieXv3") and converts it in one
 * pass into the compact layout of compact.ts, inside the process's shared dictionary memory (`data`, a
 * growable SharedArrayBuffer): no trie objects are made, so the build takes a fraction of a second and a
 * few tens of MB. `control[0]` is the state (see DictionaryState in memory.ts), `control[1]` the byte
 * length written in `data` (the compact trie, or the UTF-8 text of the error when the build failed);
 * every waiting thread is notified. With a `cachePath` (a file in the app's data folder named after the
 * dictionary's version and the layout's format) a later start reads the built bytes back instead.
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
export const DICTIONARY_BUILDER_SOURCE = String.raw`
'use strict';
const { workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const { control, data, triePath, format, states, cachePath } = workerData;

function publish(state, length) {
  Atomics.store(control, 1, length);
  Atomics.store(control, 0, state);
  Atomics.notify(control, 0);
}

// The cached bytes, when the file is there and whole (its header names the format and the counts).
function readCache() {
  if (!cachePath || !fs.existsSync(cachePath)) return 0;
  const size = fs.statSync(cachePath).size;
  if (size < 16 || size > data.maxByteLength) return 0;
  data.grow(size);
  const bytes = new Uint8Array(data, 0, size);
  const fd = fs.openSync(cachePath, 'r');
  try {
    for (let at = 0; at < size; ) at += fs.readSync(fd, bytes, at, size - at, at) || size;
  } finally {
    fs.closeSync(fd);
  }
  const [fileFormat, nodeCount, edgeCount] = new Uint32Array(data, 0, 3);
  return fileFormat === format && 4 * (4 + nodeCount + 1 + edgeCount) + 2 * edgeCount === size ? size : 0;
}

// A cache that cannot be written only costs the next start its time.
function writeCache(length) {
  if (!cachePath) return;
  try {
    fs.mkdirSync(path.dirname(cachePath), { recursive: true });
    const temporary = cachePath + '.' + process.pid + '.tmp';
    fs.writeFileSync(temporary, new Uint8Array(data, 0, length));
    fs.renameSync(temporary, cachePath);
  } catch {}
}

// Typed arrays that double when full (the sizes are known only at the end of the file).
function grown(array, needed) {
  if (needed <= array.length) return array;
  const bigger = new array.constructor(Math.max(needed, array.length * 2));
  bigger.set(array);
  return bigger;
}

const SHARED_LEAF = 1;
const END_OF_WORD = 1;
const HAS_CHILDREN = 2;

// Node 0 is the root, node 1 the shared leaf; the others are numbered as they appear, so "#r;" is node r + 1.
function convert(text) {
  const lines = text.slice(0, Math.max(0, text.indexOf('__DATA__'))).split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const header = /^TrieXv3\nbase=(\d+)$/.exec(lines.slice(0, 2).join('\n'));
  if (!header) throw new Error('the trie file has an unknown format');
  const radix = Number.parseInt(header[1], 10);
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
  const stepBack = (n) => {
    if (n > depth) throw new Error('the trie file steps back above its root');
    depth -= n;
  };
  const addChild = (code) => {
    if (code >= 0xd800 && code <= 0xdfff) throw new Error('the trie has a character outside the basic plane');
    const parent = nodeAt[depth];
    if (parent === SHARED_LEAF) throw new Error('the trie file adds a letter after the end of a word');
    flags[parent] |= HAS_CHILDREN;
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
  const replace = (node) => {
    if (depth === 0 || nodeAt[depth] !== nodeCount - 1) throw new Error('the trie file refers to a node out of place');
    nodeCount--;
    targets[edgeAt[depth]] = node;
    nodeAt[depth] = node;
  };
  const endWord = () => {
    const node = nodeAt[depth];
    if (flags[node] & HAS_CHILDREN) flags[node] |= END_OF_WORD;
    else if (node !== SHARED_LEAF) replace(SHARED_LEAF);
  };
  const MAIN = 0, BACK = 1, REFERENCE = 2, ESCAPE = 3, ESCAPE_TWICE = 4;
  let state = MAIN;
  let reference = '';
  for (let i = text.indexOf('\n', text.indexOf('__DATA__')) + 1; i > 0 && i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') continue;
    if (state === BACK) {
      if (ch === '<') { stepBack(1); continue; }
      if (ch >= '2' && ch <= '9') { stepBack(ch.charCodeAt(0) - 49); continue; }
      state = MAIN;
    }
    if (state === REFERENCE) {
      if (ch !== ';') { reference += ch; continue; }
      const node = Number.parseInt(reference, radix) + 1;
      if (!(node > SHARED_LEAF && node < nodeCount - 1)) throw new Error('the trie file refers to a node it does not have');
      replace(node);
      state = MAIN;
    } else if (state === ESCAPE) {
      if (ch === '\\') state = ESCAPE_TWICE;
      else { addChild(ch.charCodeAt(0)); state = MAIN; }
    } else if (state === ESCAPE_TWICE) {
      addChild((ch === 'n' ? '\n' : ch === 'r' ? '\r' : ch).charCodeAt(0));
      state = MAIN;
    } else if (ch === '$') { endWord(); stepBack(1); state = BACK; }
    else if (ch === '<') { stepBack(1); state = BACK; }
    else if (ch === '#') { reference = ''; state = REFERENCE; }
    else if (ch === '\\') state = ESCAPE;
    else if (ch !== '\r') addChild(ch.charCodeAt(0));
  }
  if (state !== MAIN && state !== BACK) throw new Error('the trie file ends in the middle of an entry');
  // Each node's edges side by side, in the order they appear (a counting sort by parent).
  const length = 4 * (4 + nodeCount + 1 + edgeCount) + 2 * edgeCount;
  if (data.byteLength < length) data.grow(length);
  new Uint32Array(data, 0, 4).set([format, nodeCount, edgeCount, 0]);
  const nodes = new Uint32Array(data, 16, nodeCount + 1).fill(0);
  for (let e = 0; e < edgeCount; e++) nodes[parents[e] + 1]++;
  for (let n = 0; n < nodeCount; n++) nodes[n + 1] += nodes[n];
  const next = nodes.slice(0, nodeCount);
  const outTargets = new Uint32Array(data, 16 + 4 * (nodeCount + 1), edgeCount);
  const outChars = new Uint16Array(data, 16 + 4 * (nodeCount + 1 + edgeCount), edgeCount);
  for (let e = 0; e < edgeCount; e++) {
    const at = next[parents[e]]++;
    outTargets[at] = targets[e];
    outChars[at] = chars[e];
  }
  for (let n = 0; n <= nodeCount; n++) nodes[n] = nodes[n] * 2 + (n < nodeCount ? flags[n] & END_OF_WORD : 0);
  return length;
}

(async () => {
  try {
    const cached = readCache();
    if (cached > 0) return publish(states.ready, cached);
    const length = convert(new TextDecoder().decode(fs.readFileSync(triePath)));
    writeCache(length);
    publish(states.ready, length);
  } catch (e) {
    const text = new TextEncoder().encode('The Ukrainian dictionary could not be loaded: ' + (e && e.message ? e.message : String(e)));
    if (data.byteLength < text.length) data.grow(Math.min(text.length, data.maxByteLength));
    new Uint8Array(data).set(text.subarray(0, data.byteLength));
    publish(states.failed, Math.min(text.length, data.byteLength));
  }
})();
`;
