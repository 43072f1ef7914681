/**
 * Why a file could not be used, as the table says it: the main process gives an English reason with its
 * details and the kind of problem; English shows the reason, Ukrainian the kind, and no text is left
 * with an unfilled {placeholder} or in the wrong language.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { ErrorInfo, FileProblem } from '../../src/common/contract';
import { errorText, problemText } from '../../src/renderer/ui/app';
import { setLanguage, t } from '../../src/renderer/i18n';
import { createConfSaveStore } from '../../src/main/saves/store';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

(globalThis as { document?: unknown }).document = { documentElement: {}, title: '' };
afterAll(() => setLanguage('en'));

/** Every kind, as a record so that a kind added to the contract without a text here fails the typecheck. */
const KINDS: Record<FileProblem, true> = {
  empty: true,
  badJson: true,
  badShape: true,
  wrongVersion: true,
  unknownGame: true,
  badOptions: true,
  illegalMove: true,
  tampered: true,
  oldRules: true,
  unreadable: true,
  failed: true,
  settings: true,
  records: true,
};
const PROBLEMS = Object.keys(KINDS) as FileProblem[];
const reason = 'Move 3 of the saved game is not legal (no such card).';
const notices: ErrorInfo[] = [
  { code: 'saveSetAside', message: 'x', params: { file: '/saves/a.corrupt-1', reason, problem: 'illegalMove' } },
  { code: 'saveDamaged', message: 'x', params: { file: '/saves/a.save.json', reason, problem: 'illegalMove', id: 'a' } },
  { code: 'recordsSetAside', message: 'x', params: { file: '/saves/results.json.corrupt-1', reason, problem: 'records' } },
  { code: 'settingsSetAside', message: 'x', params: { file: '/saves/settings.json.corrupt-1', reason, problem: 'settings' } },
  { code: 'importBad', message: 'x', params: { reason, problem: 'illegalMove' } },
];

describe('file problems in the player’s language', () => {
  it('every kind of problem has its own text in both languages', () => {
    for (const lang of ['en', 'uk'] as const) {
      setLanguage(lang);
      const texts = PROBLEMS.map((p) => problemText(p));
      expect(new Set(texts).size).toBe(PROBLEMS.length);
      expect(texts).not.toContain(t('fileProblem.unknown'));
    }
    setLanguage('uk');
    expect(problemText('badJson')).toMatch(/пошкоджено/);
    expect(problemText('no such kind')).toBe(t('fileProblem.unknown'));
  });

  it('English notices keep the reason’s details; Ukrainian ones say the kind of problem in Ukrainian', () => {
    setLanguage('en');
    for (const n of notices) {
      const text = errorText(n);
      expect(text, n.code).toContain(reason);
      expect(text, n.code).not.toMatch(/[{}]/);
    }
    setLanguage('uk');
    for (const n of notices) {
      const text = errorText(n);
      expect(text, n.code).not.toContain(reason);
      expect(text, n.code).toContain(problemText(String(n.params!.problem)));
      expect(text, n.code).not.toMatch(/[{}]|[A-Za-z]{4,} [a-z]{3,}/);
      if (n.params!.file) expect(text).toContain(String(n.params!.file));
    }
  });

  it('entries set aside by an older version (a bare English reason) still list, without a kind', () => {
    const dir = mkdtempSync(join(tmpdir(), 'card-table-problems-'));
    try {
      const store = createConfSaveStore(dir);
      store.getSettings();
      writeFileSync(join(dir, 'rush-old.save.json.corrupt-1'), 'x');
      writeFileSync(join(dir, 'rush-new.save.json'), '{');
      const aside = store.setAside('rush-new', 'The file is not valid JSON.', 'badJson');
      const settings = join(dir, 'settings.json');
      const kv = JSON.parse(readFileSync(settings, 'utf8')) as Record<string, unknown>;
      kv.setAside = { ...(kv.setAside as object), 'rush-old.save.json.corrupt-1': 'An old English reason.' };
      writeFileSync(settings, JSON.stringify(kv));
      const listed = createConfSaveStore(dir).listSetAside();
      expect(listed).toContainEqual({ file: join(dir, 'rush-old.save.json.corrupt-1'), reason: 'An old English reason.' });
      expect(listed).toContainEqual({ file: aside.file, reason: 'The file is not valid JSON.', problem: 'badJson' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
