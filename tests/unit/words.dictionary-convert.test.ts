/**
 * The builder reads cspell's trie file straight into the compact form: small tries written by
 * cspell-trie-lib's own writer (escapes, references, long steps back) hold exactly their words, a damaged
 * file is refused with a clear error, and the real dictionary's conversion is node for node the trie
 * cspell-trie-lib decodes from the same file.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTrie, consolidate, decodeTrie, serializeTrie } from 'cspell-trie-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { createDictionaryMemory, DictionaryClient, locateDictionary } from '../../src/main/dictionary';
import { CompactTrie } from '../../src/main/dictionary/compact';

/** A node of cspell-trie-lib's decoded trie (its type is not exported). */
interface CspellNode {
  readonly id: unknown;
  readonly eow: boolean;
  entries(): Iterable<readonly [string, CspellNode]>;
}

const dir = mkdtempSync(join(tmpdir(), 'card-table-trie-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** A client of its own memory reading `text` as the trie file (no cache). */
function clientOf(text: string): { client: DictionaryClient; memory: ReturnType<typeof createDictionaryMemory> } {
  const triePath = join(dir, `${files++}.trie`);
  writeFileSync(triePath, text);
  const memory = createDictionaryMemory();
  const client = new DictionaryClient(() => ({ ...locateDictionary(), triePath }), () => memory, () => null);
  return { client, memory };
}

/** Every word of a compact trie, by a walk over all its edges. */
function wordsOf(trie: CompactTrie): string[] {
  const out: string[] = [];
  const walk = (node: number, prefix: string): void => {
    if (trie.isWord(node)) out.push(prefix);
    for (const [code, child] of trie.edges(node)) walk(child, prefix + String.fromCharCode(code));
  };
  walk(0, '');
  return out.sort();
}

const WORDS = [
  'кіт', 'кити', 'кита', 'китами', 'кот', 'коти', 'котами', "м'ясо", "п'ять", 'будь-який', 'Київ', 'КИЇВ', '~київ',
  'a\\b', 'x$y', 'п2<3#', 'nl\nx', 'cr\rx', '9<', 'a', 'ab', 'abc', 'abcdefghijklmnop', 'abcdefghijklmnopq', 'ba', 'bac',
];

describe('the trie file converted straight into the compact form', { timeout: 120_000 }, () => {
  it('holds exactly the words of tries written by cspell-trie-lib, references and escapes included', () => {
    for (const base of [10, 16, 32]) {
      const text = [...serializeTrie(consolidate(buildTrie(WORDS).root), { base, version: 3 })].join('');
      expect(text).toMatch(/#\w+;/); // the shared endings are written as references
      const { client, memory } = clientOf(text);
      client.ready();
      expect(wordsOf(new CompactTrie(memory.data))).toEqual([...WORDS].sort());
      for (const w of WORDS) expect(client.has(w), w).toBe(true);
      for (const w of ['ки', 'кітт', 'abcd', 'b', 'x$', "м'яс"]) expect(client.has(w), w).toBe(false);
      client.close();
    }
  });

  it('refuses a file of another format or a damaged one with a clear error', () => {
    const good = [...serializeTrie(consolidate(buildTrie(WORDS).root), { base: 32, version: 3 })].join('');
    const cases: [string, RegExp][] = [
      ['not a trie\n', /could not be loaded: the trie file has an unknown format/],
      [good.replace(/#\w+;/, '#zz;'), /could not be loaded: the trie file refers to a node it does not have/],
      [good + '<', /could not be loaded: the trie file steps back above its root/],
      [good + 'a#1', /could not be loaded: the trie file ends in the middle of an entry/],
    ];
    for (const [text, error] of cases) {
      expect(text).not.toBe(good);
      const { client } = clientOf(text);
      expect(() => client.has('кіт'), text.slice(-40)).toThrow(error);
      client.close();
    }
  });

  it('gives the real dictionary node for node as cspell-trie-lib decodes it', () => {
    const { client, memory } = clientOf(readFileSync(locateDictionary().triePath, 'utf8'));
    client.ready();
    const trie = new CompactTrie(memory.data);
    const root: CspellNode = decodeTrie(readFileSync(locateDictionary().triePath)).data.getRoot();
    // Each cspell node is matched with one compact node; a shared node is compared once.
    const matched = new Map<unknown, number>();
    const pending: [CspellNode, number][] = [[root, 0]];
    let words = 0;
    while (pending.length > 0) {
      const [node, at] = pending.pop()!;
      const before = matched.get(node.id);
      if (before !== undefined) {
        expect(before).toBe(at);
        continue;
      }
      matched.set(node.id, at);
      expect(trie.isWord(at)).toBe(node.eow);
      if (node.eow) words++;
      const theirs = [...node.entries()].map(([ch]) => ch).sort();
      const ours = [...trie.edges(at)].map(([code]) => String.fromCharCode(code)).sort();
      expect(ours).toEqual(theirs);
      for (const [ch, child] of node.entries()) pending.push([child, trie.child(at, ch.charCodeAt(0))]);
    }
    expect(matched.size).toBe(trie.nodeCount);
    expect(matched.size).toBeGreaterThan(300_000);
    expect(words).toBeGreaterThan(30_000); // nodes ending a word (shared by many words)
    client.close();
  });
});
