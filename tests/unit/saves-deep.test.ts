/**
 * Deep nesting and unexpected failures in saves and imports: a save whose logged move (or, in format 1,
 * whose options) nests thousands of brackets, and a save whose replay fails in a way no one planned for.
 * Each is one damaged save with its reason: the others still list, load and continue, and an import of
 * the same text is refused with a readable reason (never `internal`).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameRegistry } from '../../src/main/session/registry';
import { makeHarness, TEST_GAMES, value } from '../fixtures/service';
import type { Harness } from '../fixtures/service';
import { tallyEntry } from '../fixtures/tally';

/** Deep enough to overflow any recursive walk (the defect was seen at about 4,000). */
const DEPTH = 20_000;
const deep = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

/** A game whose setup fails like a bug would (not a rule refusal) for one seed, once `failing` is set. */
const FAILING_SEED = 666;
let failing = false;
const FAILING_GAMES: GameRegistry = {
  ...TEST_GAMES,
  rush: {
    ...tallyEntry,
    game: {
      ...tallyEntry.game,
      setup: (args) => {
        if (failing && args.seed === FAILING_SEED) throw new RangeError('Maximum call stack size exceeded');
        return tallyEntry.game.setup(args);
      },
    },
  },
};

let h: Harness;
beforeEach(() => {
  failing = false;
  h = makeHarness(FAILING_GAMES);
});
afterEach(() => h.cleanup());

const file = (id: string) => join(h.dir, `${id}.save.json`);

async function makeSave(name: string, seed = 3): Promise<string> {
  const u = value(await h.service.call('startMatch', { gameId: 'rush', seats: [{ kind: 'human', name }, { kind: 'bot', name: 'B' }], seed }));
  value(await h.service.call('act', { seat: 0, action: { type: 'tap' } }));
  await h.service.idle();
  value(await h.service.call('closeMatch', null));
  return u.matchId;
}

/** The text of a save with `edit` applied to its parsed form; `deepAt` is replaced by DEPTH brackets (no hash can be computed over it here). */
function edited(id: string, edit: (save: Record<string, unknown>) => void): string {
  const save = JSON.parse(readFileSync(file(id), 'utf8')) as Record<string, unknown>;
  edit(save);
  return JSON.stringify(save).replace('"@deep@"', deep(DEPTH));
}

/** listSaves and continueLatest answer, list the good save, and show the bad one with a reason. */
async function expectOthersListed(good: string, bad: string): Promise<string> {
  // what needs a replay to tell is found by the listing's background check
  value(await h.service.call('listSaves', null));
  await h.service.shelf.checksDone();
  const list = value(await h.service.call('listSaves', null));
  expect(list.saves.map((s) => s.id)).toEqual([good]);
  const entry = list.setAside.find((s) => s.file.includes(bad));
  expect(entry, 'the damaged save is listed with its reason').toBeDefined();
  const cont = await h.service.call('continueLatest', null);
  expect(cont.ok, cont.ok ? '' : cont.error.message).toBe(true);
  // again: the answer does not change into an error on the next look
  expect(value(await h.service.call('listSaves', null)).saves.map((s) => s.id)).toEqual([good]);
  return entry!.reason;
}

describe('deep nesting in a save never hides the other saves', () => {
  it('a logged move nested 20,000 deep: set aside with its reason, the others list and continue', async () => {
    const good = await makeSave('Good');
    const bad = await makeSave('Bad');
    writeFileSync(file(bad), edited(bad, (s) => ((s.log as { action: Record<string, unknown> }[])[0].action.junk = '@deep@')));
    const reason = await expectOthersListed(good, bad);
    expect(reason).toMatch(/nested/i);
    expect(existsSync(file(bad))).toBe(false); // set aside, not deleted
    expect(readdirSync(h.dir).some((f) => f.startsWith(`${bad}.save.json.corrupt-`))).toBe(true);
  });

  it('a format-1 save with a field nested 20,000 deep: the same', async () => {
    const good = await makeSave('Good');
    const bad = await makeSave('Bad');
    writeFileSync(file(bad), edited(bad, (s) => {
      s.format = 1;
      delete s.hash;
      (s.options as Record<string, unknown>).junk = '@deep@';
    }));
    expect(await expectOthersListed(good, bad)).toMatch(/nested/i);
  });

  it('a save nested deeply anywhere (seats, a top-level field): the same', async () => {
    const good = await makeSave('Good');
    const bad = await makeSave('Bad');
    writeFileSync(file(bad), edited(bad, (s) => (s.extra = '@deep@')));
    expect(await expectOthersListed(good, bad)).toMatch(/nested/i);
  });

  it('an import nested deeply is refused with a readable reason, not `internal`', async () => {
    const id = await makeSave('Good');
    for (const text of [
      edited(id, (s) => ((s.log as { action: Record<string, unknown> }[])[0].action.junk = '@deep@')),
      edited(id, (s) => {
        s.format = 1;
        delete s.hash;
        (s.options as Record<string, unknown>).junk = '@deep@';
      }),
      deep(DEPTH),
      `{"a":${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}}`,
    ]) {
      const r = await h.service.handle('importSave', { fileName: 'deep.json', text });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('importBad');
        expect(r.error.message).toMatch(/cannot be imported/);
      }
    }
    expect(value(await h.service.call('listSaves', null)).saves).toHaveLength(1);
  });
});

describe('any failure while reading one save marks that save damaged', () => {
  it('a replay that fails like a bug: listed as damaged with the reason, left where it is; the others list and continue', async () => {
    const good = await makeSave('Good');
    const bad = await makeSave('Bad', FAILING_SEED);
    failing = true;
    const before = readFileSync(file(bad), 'utf8');
    const reason = await expectOthersListed(good, bad);
    expect(reason).toMatch(/Maximum call stack size exceeded/);
    // our own failure is no proof that the file is bad: it stays as it is, under its name
    expect(readFileSync(file(bad), 'utf8')).toBe(before);
    const load = await h.service.call('loadSave', { id: bad });
    expect(load.ok).toBe(false);
    if (!load.ok) expect(load.error.code).toBe('saveDamaged');
    expect(value(await h.service.call('loadSave', { id: good })).matchId).toBe(good);
  });
});
