/**
 * No source file over 600 lines: a file that grows past it has more than one job and is split along its
 * seams. Translation tables (each game's strings.ts, the app's i18n tables) are lists, not logic.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
const MAX_LINES = 600;
const TRANSLATION_TABLE = /(^|\/)(strings\.ts|i18n\/(en|uk)\.ts)$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.(ts|mts|css)$/.test(e.name) ? [full] : [];
  });
}

describe('source files stay small', () => {
  it(`every file under src/ has at most ${MAX_LINES} lines (translation tables aside)`, () => {
    const files = sources(join(ROOT, 'src')).map((f) => relative(ROOT, f));
    expect(files.length).toBeGreaterThan(100);
    const over = files
      .filter((f) => !TRANSLATION_TABLE.test(f))
      .map((f) => ({ file: f, lines: readFileSync(join(ROOT, f), 'utf8').split('\n').length - 1 }))
      .filter((f) => f.lines > MAX_LINES);
    expect(over).toEqual([]);
  });
});
