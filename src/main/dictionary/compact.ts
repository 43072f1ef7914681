/**
 * The dictionary in its compact form: the cspell trie of @cspell/dict-uk-ua as a DAWG in typed arrays
 * (about 6 MB), read in place from shared memory by every thread of the process; nothing is copied.
 *
 * Layout of the buffer (built by the dictionary builder, see builder.ts):
 *   Uint32 header[4]: COMPACT_FORMAT, node count N, edge count E, 0
 *   Uint32 nodes[N + 1]: first edge * 2 + 1 when the node ends a word; node n's edges are
 *                        nodes[n] >> 1 up to nodes[n + 1] >> 1 (the last entry closes the range)
 *   Uint32 targets[E]:   the child node of each edge
 *   Uint16 chars[E]:     the UTF-16 character of each edge
 * Node 0 is the root.
 *
 * The lookups and the bots' word search below give exactly the answers of the former per-thread
 * decoded trie (tests/unit/words.dictionary-compact.test.ts compares them).
 */
import type { FoundWord, SpellScope, SpelledWord, WordQuery } from '../engine/games/words/wordlist';
import { rankFound } from '../engine/games/words/wordlist';

/** Format number of the layout above (the builder writes it; a cached file of another format is rebuilt). */
export const COMPACT_FORMAT = 0x444b3031;
const HEADER_WORDS = 4;

/** Lowercase Ukrainian letters (what a card can carry), in the order the search tries them. */
const ALPHABET = [...'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя'];
const LETTERS = new Set(ALPHABET);
const APOSTROPHE = "'".charCodeAt(0);
const HYPHEN = '-'.charCodeAt(0);
/** cspell's prefix of the branch holding lowercase forms without accents (its case-insensitive lookup). */
const NON_STRICT = '~'.charCodeAt(0);

/** Byte length of the layout for these counts (the builder sizes the shared buffer with it). */
export function compactByteLength(nodeCount: number, edgeCount: number): number {
  return 4 * (HEADER_WORDS + nodeCount + 1 + edgeCount) + 2 * edgeCount;
}

export class CompactTrie {
  private readonly nodes: Uint32Array;
  private readonly targets: Uint32Array;
  private readonly chars: Uint16Array;
  readonly nodeCount: number;
  readonly edgeCount: number;

  constructor(readonly buffer: ArrayBufferLike) {
    const header = new Uint32Array(buffer, 0, HEADER_WORDS);
    if (header[0] !== COMPACT_FORMAT) throw new Error('The compact dictionary has an unknown format.');
    this.nodeCount = header[1];
    this.edgeCount = header[2];
    if (buffer.byteLength < compactByteLength(this.nodeCount, this.edgeCount)) throw new Error('The compact dictionary is truncated.');
    let at = 4 * HEADER_WORDS;
    this.nodes = new Uint32Array(buffer, at, this.nodeCount + 1);
    at += 4 * (this.nodeCount + 1);
    this.targets = new Uint32Array(buffer, at, this.edgeCount);
    at += 4 * this.edgeCount;
    this.chars = new Uint16Array(buffer, at, this.edgeCount);
  }

  /** The child of `node` along the character code `code`, or -1. */
  child(node: number, code: number): number {
    const end = this.nodes[node + 1] >>> 1;
    for (let e = this.nodes[node] >>> 1; e < end; e++) if (this.chars[e] === code) return this.targets[e];
    return -1;
  }

  /** The node reached from `node` along `text`, or -1. */
  walk(node: number, text: string): number {
    for (let i = 0; i < text.length && node >= 0; i++) node = this.child(node, text.charCodeAt(i));
    return node;
  }

  /** The edges of `node` as [character code, child] (tests and tools walk the whole trie with it). */
  *edges(node: number): Generator<[number, number]> {
    const end = this.nodes[node + 1] >>> 1;
    for (let e = this.nodes[node] >>> 1; e < end; e++) yield [this.chars[e], this.targets[e]];
  }

  isWord(node: number): boolean {
    return (this.nodes[node] & 1) === 1;
  }
}

/** The dictionary questions of the WordList interface, answered over the compact trie. */
export class CompactDictionary {
  constructor(readonly trie: CompactTrie) {}

  /**
   * The raw check of the trie, as cspell's: the word as written, or when not case-sensitive also in the
   * branch of lowercase forms without accents (where the caller's word is looked up as given).
   */
  has(word: string, caseSensitive: boolean): boolean {
    const node = this.trie.walk(0, word);
    if (node >= 0 && this.trie.isWord(node)) return true;
    if (caseSensitive || word === '') return false;
    const loose = this.trie.walk(this.trie.child(0, NON_STRICT), word);
    return loose >= 0 && this.trie.isWord(loose);
  }

  // The dictionary form of a letter sequence: the letters as they are first, then the joining signs
  // (an apostrophe, with the hyphenated house rule a hyphen too) tried between them.
  private spellFrom(node: number, letters: string, i: number, prefix: string, joins: readonly number[]): string | null {
    if (i === letters.length) return this.trie.isWord(node) ? prefix : null;
    const ch = letters[i];
    const code = letters.charCodeAt(i);
    const next = this.trie.child(node, code);
    if (next >= 0) {
      const r = this.spellFrom(next, letters, i + 1, prefix + ch, joins);
      if (r) return r;
    }
    if (i > 0) {
      for (const j of joins) {
        const sign = this.trie.child(node, j);
        const after = sign >= 0 ? this.trie.child(sign, code) : -1;
        const r = after >= 0 ? this.spellFrom(after, letters, i + 1, prefix + String.fromCharCode(j) + ch, joins) : null;
        if (r) return r;
      }
    }
    return null;
  }

  /** Plain forms first, then hyphenated ones, then proper nouns, then forms in capitals. */
  spell(letters: string, proper: boolean, scope: SpellScope = {}): SpelledWord | null {
    if (letters.length === 0) return null;
    const apostrophe = [APOSTROPHE];
    const joins = scope.hyphenated ? [APOSTROPHE, HYPHEN] : apostrophe;
    const common = this.spellFrom(0, letters, 0, '', apostrophe) ?? (scope.hyphenated ? this.spellFrom(0, letters, 0, '', joins) : null);
    if (common) return { form: common, proper: false };
    if (proper) {
      const up = letters[0].toUpperCase();
      const first = this.trie.child(0, up.charCodeAt(0));
      const form = first >= 0 ? this.spellFrom(first, letters, 1, up, joins) : null;
      if (form) return { form, proper: true };
    }
    if (scope.capitals && letters.length >= 2) {
      const form = this.spellFrom(0, letters.toUpperCase(), 0, '', joins);
      if (form) return { form, proper: false };
    }
    return null;
  }

  /**
   * Depth-first walk with the hand's letter counts; an apostrophe costs nothing; with a wildcard one
   * letter (not taken from any real card in the word) may repeat freely. A word found with the wildcard
   * is kept only when the real cards fall short of that letter, so each word is reported once.
   */
  findWords(q: WordQuery): FoundWord[] {
    const trie = this.trie;
    const counts: Record<string, number> = { ...q.counts };
    const held = Object.keys(counts).filter((ch) => LETTERS.has(ch) && counts[ch] > 0);
    const used: Record<string, number> = {};
    const maxLength = q.maxLength || 64;
    const found: FoundWord[] = [];
    let budget = q.maxVisits || Infinity;
    const visit = (node: number, form: string, letters: string, wild: string | null): void => {
      if (--budget < 0) return;
      if (trie.isWord(node) && letters.length >= q.minLength) {
        if (wild === null) found.push({ form, letters, wild: null });
        else {
          let n = 0;
          for (const ch of letters) if (ch === wild) n++;
          if (n > (q.counts[wild] || 0) && n < letters.length) found.push({ form, letters, wild });
        }
      }
      if (letters.length >= maxLength) return;
      if (letters.length > 0) {
        const apo = trie.child(node, APOSTROPHE);
        if (apo >= 0) visit(apo, form + "'", letters, wild);
      }
      if (wild !== null) {
        const child = trie.child(node, wild.charCodeAt(0));
        if (child >= 0) visit(child, form + wild, letters + wild, wild);
      }
      for (const ch of held) {
        if (ch === wild || counts[ch] === 0) continue;
        const child = trie.child(node, ch.charCodeAt(0));
        if (child < 0) continue;
        counts[ch]--;
        used[ch] = (used[ch] || 0) + 1;
        visit(child, form + ch, letters + ch, wild);
        counts[ch]++;
        used[ch]--;
      }
      if (q.wildcard && wild === null) {
        for (const ch of ALPHABET) {
          if (used[ch]) continue;
          const child = trie.child(node, ch.charCodeAt(0));
          if (child >= 0) visit(child, form + ch, letters + ch, ch);
        }
      }
    };
    visit(0, '', '', null);
    if (q.proper) {
      // Proper nouns: a capital first letter, then the same walk.
      for (const lc of ALPHABET) {
        const up = lc.toUpperCase();
        const child = trie.child(0, up.charCodeAt(0));
        if (child < 0) continue;
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
    return rankFound(found, q.limit);
  }
}
