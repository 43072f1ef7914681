/**
 * The dictionary worker, as plain JavaScript run with `new Worker(source, { eval: true })`: the same code
 * then runs from the sources (tsx, tests) and from the bundled main process, with no extra build entry.
 *
 * It decodes the cspell trie of @cspell/dict-uk-ua once, then serves requests through shared memory:
 * `control[0]` is the state (0 idle, 1 request written, 2 answer written, 3 error written), `control[1]`
 * the byte length of the JSON text in `data`. The asking thread writes a request, sets 1 and waits on
 * control[0]; the worker answers, sets 2 or 3 and notifies.
 *
 * Requests: {op:'spell', letters, proper, capitals?, hyphenated?} -> {form, proper} | null; {op:'find', ...WordQuery} -> FoundWord[];
 * {op:'has', word, caseSensitive} -> boolean; {op:'ping'} -> {decodeMs}.
 */
export const DICTIONARY_WORKER_SOURCE = String.raw`
'use strict';
const { workerData } = require('node:worker_threads');
const fs = require('node:fs');
const { control, data, triePath, libUrl, points } = workerData;
const LETTERS = new Set('абвгґдеєжзиіїйклмнопрстуфхцчшщьюя');
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function answer(state, value) {
  let bytes = encoder.encode(JSON.stringify(value));
  if (bytes.length > data.length) {
    state = 3;
    bytes = encoder.encode(JSON.stringify('The dictionary answer is too long.'));
  }
  data.set(bytes);
  Atomics.store(control, 1, bytes.length);
  Atomics.store(control, 0, state);
  Atomics.notify(control, 0);
}

// The dictionary form of a letter sequence: the letters as they are first, then the joining signs
// (an apostrophe, with the hyphenated house rule a hyphen too) tried between them.
function spellFrom(node, letters, i, prefix, joins) {
  if (i === letters.length) return node.eow ? prefix : null;
  const ch = letters[i];
  const next = node.get(ch);
  if (next) {
    const r = spellFrom(next, letters, i + 1, prefix + ch, joins);
    if (r) return r;
  }
  if (i > 0) {
    for (const j of joins) {
      const sign = node.get(j);
      const after = sign && sign.get(ch);
      const r = after ? spellFrom(after, letters, i + 1, prefix + j + ch, joins) : null;
      if (r) return r;
    }
  }
  return null;
}

// Plain forms first, then hyphenated ones, then proper nouns, then forms in capitals.
function spell(root, letters, proper, capitals, hyphenated) {
  if (letters.length === 0) return null;
  const common = spellFrom(root, letters, 0, '', "'") || (hyphenated ? spellFrom(root, letters, 0, '', "'-") : null);
  if (common) return { form: common, proper: false };
  const joins = hyphenated ? "'-" : "'";
  if (proper) {
    const up = letters[0].toUpperCase();
    const first = root.get(up);
    const form = first ? spellFrom(first, letters, 1, up, joins) : null;
    if (form) return { form, proper: true };
  }
  if (capitals && letters.length >= 2) {
    const form = spellFrom(root, letters.toUpperCase(), 0, '', joins);
    if (form) return { form, proper: false };
  }
  return null;
}

function realPoints(letters, wild) {
  let p = 0;
  for (const ch of letters) if (ch !== wild) p += points[ch] || 0;
  return p;
}

// Depth-first walk with the hand's letter counts; an apostrophe costs nothing; with a wildcard one
// letter (not taken from any real card in the word) may repeat freely. A word found with the wildcard
// is kept only when the real cards fall short of that letter, so each word is reported once.
// Children are looked up by letter (node.get), which is several times faster than listing them.
const ALPHABET = [...LETTERS];
function find(root, q) {
  const counts = Object.assign({}, q.counts);
  const held = Object.keys(counts).filter((ch) => LETTERS.has(ch) && counts[ch] > 0);
  const used = {};
  const maxLength = q.maxLength || 64;
  const found = [];
  let budget = q.maxVisits || Infinity;
  function visit(node, form, letters, wild) {
    if (--budget < 0) return;
    if (node.eow && letters.length >= q.minLength) {
      if (wild === null) found.push({ form, letters, wild: null });
      else {
        let n = 0;
        for (const ch of letters) if (ch === wild) n++;
        if (n > (q.counts[wild] || 0) && n < letters.length) found.push({ form, letters, wild });
      }
    }
    if (letters.length >= maxLength) return;
    if (letters.length > 0) {
      const apo = node.get("'");
      if (apo) visit(apo, form + "'", letters, wild);
    }
    if (wild !== null) {
      const child = node.get(wild);
      if (child) visit(child, form + wild, letters + wild, wild);
    }
    for (const ch of held) {
      if (ch === wild || counts[ch] === 0) continue;
      const child = node.get(ch);
      if (!child) continue;
      counts[ch]--;
      used[ch] = (used[ch] || 0) + 1;
      visit(child, form + ch, letters + ch, wild);
      counts[ch]++;
      used[ch]--;
    }
    if (q.wildcard && wild === null) {
      for (const ch of ALPHABET) {
        if (used[ch]) continue;
        const child = node.get(ch);
        if (child) visit(child, form + ch, letters + ch, ch);
      }
    }
  }
  visit(root, '', '', null);
  if (q.proper) {
    // Proper nouns: a capital first letter, then the same walk.
    for (const lc of ALPHABET) {
      const up = lc.toUpperCase();
      const child = root.get(up);
      if (!child) continue;
      if ((counts[lc] || 0) > 0) {
        counts[lc]--;
        used[lc] = 1;
        visit(child, up, lc, null);
        counts[lc]++;
        used[lc] = 0;
      }
      if (q.wildcard) visit(child, up, lc, lc);
    }
  }
  const ranked = found.map((w) => ({ w, p: realPoints(w.letters, w.wild) }));
  ranked.sort((a, b) => b.p - a.p || b.w.letters.length - a.w.letters.length || (a.w.form < b.w.form ? -1 : a.w.form > b.w.form ? 1 : 0));
  return ranked.slice(0, q.limit).map((x) => x.w);
}

(async () => {
  let trie = null;
  let failure = null;
  let decodeMs = 0;
  try {
    const { decodeTrie } = await import(libUrl);
    const started = performance.now();
    trie = decodeTrie(fs.readFileSync(triePath));
    decodeMs = performance.now() - started;
  } catch (e) {
    failure = 'The Ukrainian dictionary could not be loaded: ' + (e && e.message ? e.message : String(e));
  }
  const root = trie ? trie.data.getRoot() : null;
  for (;;) {
    Atomics.wait(control, 0, 0);
    if (Atomics.load(control, 0) !== 1) continue;
    try {
      if (failure) throw new Error(failure);
      const req = JSON.parse(decoder.decode(data.slice(0, Atomics.load(control, 1))));
      let value;
      if (req.op === 'spell') value = spell(root, req.letters, req.proper, req.capitals === true, req.hyphenated === true);
      else if (req.op === 'find') value = find(root, req);
      else if (req.op === 'has') value = trie.hasWord(req.word, req.caseSensitive);
      else if (req.op === 'ping') value = { decodeMs };
      else throw new Error('Unknown dictionary request ' + req.op);
      answer(2, value);
    } catch (e) {
      answer(3, e && e.message ? e.message : String(e));
    }
  }
})();
`;
