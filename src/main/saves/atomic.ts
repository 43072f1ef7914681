import { closeSync, fsyncSync, lstatSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** Suffix of the temporary files written next to their target (never listed as saves). */
export const TEMP_MARK = '.tmp-';

/**
 * Writes `text` to `file` so that the file is either the old content or the new one, never a part:
 * a temporary file in the same directory is written, flushed to disk (fsync), closed and renamed over
 * the target; the directory is then flushed too so the rename itself survives a power cut.
 */
export function writeFileAtomic(file: string, text: string): void {
  const dir = dirname(file);
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `${basename(file)}${TEMP_MARK}${process.pid}-${randomBytes(4).toString('hex')}`);
  let fd: number | null = openSync(temp, 'wx', 0o600);
  try {
    const buf = Buffer.from(text, 'utf8');
    let off = 0;
    while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
    fsyncSync(fd);
    closeSync(fd);
    fd = null;
    renameSync(temp, file);
  } catch (e) {
    if (fd !== null) {
      try { closeSync(fd); } catch { /* already failing */ }
    }
    rmSync(temp, { force: true });
    throw e;
  }
  syncDir(dir);
}

/** A temporary file this old is left over even if a process with its writer's id runs now (ids are reused). */
export const STALE_TEMP_MS = 60 * 60 * 1000;

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary files of writes that were interrupted (the writer died before the rename):
 * those whose writing process no longer runs, or that are older than STALE_TEMP_MS. Returns their names.
 */
export function removeLeftoverTemps(dir: string, now = Date.now()): string[] {
  const removed: string[] = [];
  for (const name of readdirSync(dir)) {
    const at = name.indexOf(TEMP_MARK);
    if (at < 0) continue;
    const pid = Number(name.slice(at + TEMP_MARK.length).split('-')[0]);
    const file = join(dir, name);
    try {
      const st = lstatSync(file);
      if (!st.isFile()) continue;
      const writerGone = !Number.isInteger(pid) || pid <= 0 || !processRuns(pid);
      if (writerGone || now - st.mtimeMs > STALE_TEMP_MS) {
        rmSync(file);
        removed.push(name);
      }
    } catch {
      /* gone meanwhile, or not ours to remove: it is never listed as a save anyway */
    }
  }
  return removed;
}

function syncDir(dir: string): void {
  // Directories cannot be opened for fsync on every platform (Windows); the file itself is synced already.
  let fd: number | null = null;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    /* not supported here */
  } finally {
    if (fd !== null) {
      try { closeSync(fd); } catch { /* ignore */ }
    }
  }
}
