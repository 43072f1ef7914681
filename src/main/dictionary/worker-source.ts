/**
 * The dictionary builder, as plain JavaScript run with `new Worker(source, { eval: true })`: the same code
 * then runs from the sources (tsx, tests) and from the bundled main process, with no extra build entry.
 *
 * It decodes the cspell trie of @cspell/dict-uk-ua, converts it into the compact layout of compact.ts
 * directly inside the process's shared dictionary memory (`data`, a growable SharedArrayBuffer), then
 * exits, so the decoded objects (a few hundred MB) live only as long as the build. `control[0]` is the
 * state (see DictionaryState in memory.ts), `control[1]` the byte length written in `data` (the compact
 * trie, or the UTF-8 text of the error when the build failed); every waiting thread is notified.
 * With a `cachePath` (a file in the app's data folder named after the dictionary's version and the
 * layout's format) a later start reads the built bytes back instead of decoding (a few ms, not seconds).
 */
export const DICTIONARY_BUILDER_SOURCE = String.raw`
'use strict';
const { workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const { control, data, triePath, libUrl, format, states, cachePath } = workerData;

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

(async () => {
  try {
    const cached = readCache();
    if (cached > 0) return publish(states.ready, cached);
    const { decodeTrie } = await import(libUrl);
    const root = decodeTrie(fs.readFileSync(triePath)).data.getRoot();
    // Breadth-first numbering: node i's edges are written while node i is visited, so they are contiguous.
    const index = new Map([[root.id, 0]]);
    const order = [root];
    const firstEdge = [];
    const targets = [];
    const chars = [];
    for (let i = 0; i < order.length; i++) {
      const node = order[i];
      firstEdge.push(targets.length * 2 + (node.eow ? 1 : 0));
      for (const [ch, child] of node.entries()) {
        if (ch.length !== 1) throw new Error('the trie has a character outside the basic plane');
        let at = index.get(child.id);
        if (at === undefined) {
          at = order.length;
          index.set(child.id, at);
          order.push(child);
        }
        targets.push(at);
        chars.push(ch.charCodeAt(0));
      }
    }
    firstEdge.push(targets.length * 2);
    const nodeCount = order.length;
    const edgeCount = targets.length;
    const length = 4 * (4 + nodeCount + 1 + edgeCount) + 2 * edgeCount;
    if (data.byteLength < length) data.grow(length);
    new Uint32Array(data, 0, 4).set([format, nodeCount, edgeCount, 0]);
    let at = 16;
    new Uint32Array(data, at, nodeCount + 1).set(firstEdge);
    at += 4 * (nodeCount + 1);
    new Uint32Array(data, at, edgeCount).set(targets);
    at += 4 * edgeCount;
    new Uint16Array(data, at, edgeCount).set(chars);
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
