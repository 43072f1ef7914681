/**
 * The rules revision in saves: a save records the revision of its game's rules it was played under, so
 * a save the rules have since outgrown is told apart from a changed file ('oldRules', not 'tampered'),
 * and a save of newer rules is refused as a newer version.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SaveProblem, TableUpdate } from '../../src/common/contract';
import { drakerManifest } from '../../src/main/engine/games/draker';
import { SaveError, verifySaveText } from '../../src/main/saves/format';
import type { SaveFile } from '../../src/main/saves/format';
import type { GameRegistry } from '../../src/main/session/registry';
import { drakerSave, oldRulesDrakerSave, resealed } from '../fixtures/draker-save';
import { tallyEntry } from '../fixtures/tally';
import { makeHarness, value } from '../fixtures/service';
import type { Harness } from '../fixtures/service';

const DRAKER: GameRegistry = { draker: drakerManifest };
const CURRENT = drakerManifest.rulesRevision;

let h: Harness | undefined;
afterEach(() => {
  h?.cleanup();
  h = undefined;
});

const breakMove = (s: Record<string, unknown>) => {
  (s.log as SaveFile['log'])[3]!.action = { type: 'noSuchMove' };
};
const breakStateHash = (s: Record<string, unknown>) => {
  s.stateHash = 'a'.repeat(64);
};
const breakFinished = (s: Record<string, unknown>) => {
  s.finished = !s.finished;
};

function problemOf(text: string, games: GameRegistry = DRAKER): { problem: SaveProblem; message: string } {
  try {
    verifySaveText(text, games);
  } catch (e) {
    if (e instanceof SaveError) return { problem: e.problem, message: e.message };
    throw e;
  }
  throw new Error('the save verified');
}

const OLD_RULES = /^This Draker game was played under an earlier version of its rules \(revision 1; this version plays 3\), so its moves can no longer be replayed\. The file is as Card Table wrote it and is kept, never deleted\.$/;

describe('rules revision of a save', () => {
  it('Draker is at revision 3; a save of it written now says so and verifies', () => {
    expect(CURRENT).toBe(3);
    const save = drakerSave();
    expect(save.rules).toBe(3);
    expect(verifySaveText(JSON.stringify(save), DRAKER).save.rules).toBe(3);
  });

  it('an earlier revision whose moves no longer replay (an illegal move, another position, another end) is oldRules, naming the game and both revisions', () => {
    const save = drakerSave();
    for (const damage of [breakMove, breakStateHash, breakFinished]) {
      const old = resealed(save, (s) => {
        s.rules = 1;
        damage(s);
      });
      expect(problemOf(old)).toEqual({ problem: 'oldRules', message: expect.stringMatching(OLD_RULES) });
    }
  });

  it('a save with no rules field is revision 1: oldRules only when its replay fails, and it loads (stamped with the current revision) when it replays', () => {
    const save = drakerSave();
    const broken = resealed(save, (s) => {
      delete s.rules;
      breakStateHash(s);
    });
    expect(problemOf(broken).problem).toBe('oldRules');
    const whole = resealed(save, (s) => {
      delete s.rules;
    });
    expect(JSON.parse(whole)).not.toHaveProperty('rules');
    const verified = verifySaveText(whole, DRAKER);
    expect(verified.save.rules).toBe(CURRENT);
    expect(verified.save.stateHash).toBe(save.stateHash);
  });

  it('the same revision with the same damage stays illegalMove / tampered', () => {
    const save = drakerSave();
    expect(problemOf(resealed(save, breakMove))).toEqual({ problem: 'illegalMove', message: expect.stringMatching(/^Move 4 of the saved game is not legal/) });
    expect(problemOf(resealed(save, breakStateHash))).toEqual({ problem: 'tampered', message: expect.stringMatching(/changed outside Card Table/) });
    expect(problemOf(resealed(save, breakFinished)).problem).toBe('tampered');
  });

  it('an earlier revision whose file does not match its own hash is tampered, not oldRules (the file was changed)', () => {
    const save = drakerSave();
    const edited = structuredClone(save) as unknown as Record<string, unknown>;
    edited.rules = 1;
    breakStateHash(edited);
    expect(problemOf(JSON.stringify(edited)).problem).toBe('tampered');
  });

  it('a newer revision is wrongVersion, before any replay', () => {
    const save = drakerSave();
    const newer = resealed(save, (s) => {
      s.rules = 4;
    });
    expect(problemOf(newer)).toEqual({ problem: 'wrongVersion', message: 'The game was played under newer rules of Draker (revision 4; this version plays 3).' });
    // a broken log changes nothing: the newer rules are the reason
    const newerBroken = resealed(save, (s) => {
      s.rules = 4;
      breakMove(s);
    });
    expect(problemOf(newerBroken).problem).toBe('wrongVersion');
  });

  it('a rules field that is no positive whole number is badShape, with a clear message', () => {
    const save = drakerSave();
    for (const bad of [0, -1, 1.5, '2', null, true, 2 ** 53 + 2]) {
      const text = resealed(save, (s) => {
        s.rules = bad;
      });
      expect(problemOf(text), String(bad)).toEqual({
        problem: 'badShape',
        message: 'The file is not a complete saved game (at rules): the rules revision must be a whole number, 1 or more.',
      });
    }
  });
});

describe('every save written carries the rules revision', () => {
  /** Tally (as 'rush') at revision 3, so a save stamped with the default 1 (or none) would show. */
  const REVISED: GameRegistry = { rush: { ...tallyEntry, rulesRevision: 3 } };
  const fileOf = (id: string) => join(h!.dir, `${id}.save.json`);
  const written = (id: string) => JSON.parse(readFileSync(fileOf(id), 'utf8')) as SaveFile;

  it('autosave, a finished game, an import and an export state the current revision; an older save that replays is stamped on its next write', async () => {
    h = makeHarness(REVISED);
    const u = value(await h.service.call('startMatch', { gameId: 'rush', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'bot', name: 'B', level: 'hard' }], seed: 4 }));
    value(await h.service.call('act', { seat: 0, action: u.legal[0]! }));
    await h.service.idle();
    expect(written(u.matchId).rules).toBe(3);
    // play it to its end: the finished game's save
    for (let i = 0; i < 300 && !h.service.current!.finished; i++) {
      const now = value(await h.service.call('currentMatch', null))!;
      value(await h.service.call('act', { seat: 0, action: now.legal[now.legal.length - 1]! }));
      await h.service.idle();
    }
    expect(h.service.current!.finished).toBe(true);
    const finished = written(u.matchId);
    expect(finished).toMatchObject({ finished: true, rules: 3 });
    value(await h.service.call('closeMatch', null));

    // the same game written under revision 1 (it still replays): exported and imported at revision 3
    const older = resealed(finished, (s) => {
      s.rules = 1;
      s.id = 'rush-older';
    });
    h.store.write('rush-older', older);
    const exported = value(await h.service.call('exportSave', { id: 'rush-older' }));
    expect(JSON.parse(exported.text).rules).toBe(3);
    // (neither copy stays listed: a game already in the list is not imported again)
    h.store.remove(u.matchId);
    h.store.remove('rush-older');
    const imported = value(await h.service.call('importSave', { fileName: 'older.json', text: older }));
    expect(written(imported.id).rules).toBe(3);
  });

  it('a running save of an earlier revision loads and is stamped with the current one on its next move', async () => {
    h = makeHarness(REVISED);
    const u = value(await h.service.call('startMatch', { gameId: 'rush', seats: [{ kind: 'human', name: 'Ann' }, { kind: 'bot', name: 'B' }], seed: 6 }));
    value(await h.service.call('act', { seat: 0, action: u.legal[0]! }));
    await h.service.idle();
    value(await h.service.call('closeMatch', null));
    h.store.write(
      u.matchId,
      resealed(written(u.matchId), (s) => {
        delete s.rules;
      }),
    );
    const loaded = value(await h.service.call('loadSave', { id: u.matchId }));
    expect(written(u.matchId)).not.toHaveProperty('rules');
    value(await h.service.call('act', { seat: 0, action: loaded.legal[0]! }));
    await h.service.idle();
    expect(written(u.matchId).rules).toBe(3);
  });

  it('a lesson save states its game’s revision', async () => {
    h = makeHarness(DRAKER);
    const u = value(await h.service.handle('startLesson', { gameId: 'draker', you: 'Olena', bot: 'Coach bot' })) as TableUpdate;
    expect(written(u.matchId)).toMatchObject({ lesson: true, rules: CURRENT });
  });

  it('an old-revision save that no longer replays is set aside as oldRules (kept, never deleted) and listed with its reason', async () => {
    h = makeHarness(DRAKER);
    const save = drakerSave();
    h.store.write(save.id, oldRulesDrakerSave(save.id));
    // its seal holds: listed at once as checking, set aside by its background replay
    expect(value(await h.service.call('listSaves', null)).saves.map((s) => [s.id, s.checking])).toEqual([[save.id, true]]);
    await h.service.shelf.checksDone();
    const list = value(await h.service.call('listSaves', null));
    expect(list.saves).toEqual([]);
    expect(list.setAside).toHaveLength(1);
    const aside = list.setAside[0]!;
    expect(aside).toMatchObject({ problem: 'oldRules', reason: expect.stringMatching(OLD_RULES) });
    expect(aside.file.startsWith(fileOf(save.id) + '.corrupt-')).toBe(true);
    expect(existsSync(aside.file)).toBe(true);
    expect(existsSync(fileOf(save.id))).toBe(false);
  });
});
