/**
 * Reading a file the app keeps (a save, the settings, the results log, the window's place) the way a
 * file someone else may have replaced is read: a symbolic link is not followed, only a regular file is
 * opened (a pipe would block the thread for good, a device would never end), and never more than a
 * limit. Opening does not block either (O_NONBLOCK), so a pipe swapped in after the check is refused too.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from 'node:fs';
import type { Stats } from 'node:fs';

export type UnsafeFileKind = 'link' | 'special' | 'tooLarge';

/** Why a file was not read; `message` is meant for a person. */
export class UnsafeFileError extends Error {
  readonly kind: UnsafeFileKind;
  constructor(kind: UnsafeFileKind, message: string) {
    super(message);
    this.name = 'UnsafeFileError';
    this.kind = kind;
  }
}

const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

function megabytes(bytes: number): string {
  return bytes >= 1e6 ? `${Math.round(bytes / 1e5) / 10} MB` : `${Math.round(bytes / 100) / 10} kB`;
}

function check(st: Stats, maxBytes: number): void {
  if (st.isSymbolicLink()) throw new UnsafeFileError('link', 'It is a symbolic link, not a file Card Table wrote; it was not followed.');
  if (!st.isFile()) throw new UnsafeFileError('special', 'It is a folder or a special file (a pipe or a device), not a file Card Table wrote.');
  if (st.size > maxBytes) throw tooLarge(maxBytes);
}

function tooLarge(maxBytes: number): UnsafeFileError {
  return new UnsafeFileError('tooLarge', `It is too large (over ${megabytes(maxBytes)}) to be a file Card Table wrote.`);
}

/**
 * Checks, without opening it, that `path` is a regular file of at most `maxBytes`: false when there is
 * no such file; throws UnsafeFileError otherwise (and the errors of lstat, such as EACCES).
 */
export function checkRegularFile(path: string, maxBytes: number): boolean {
  let st: Stats;
  try {
    st = lstatSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw e;
  }
  check(st, maxBytes);
  return true;
}

export interface RegularFile {
  bytes: Buffer;
  mtimeMs: number;
}

/**
 * The bytes of the regular file `path` (at most `maxBytes`), or null when there is none. Throws
 * UnsafeFileError for a link, a special file or a larger file, and the errors of the file system
 * (EACCES...) as they are.
 */
export function readRegularFile(path: string, maxBytes: number): RegularFile | null {
  if (!checkRegularFile(path, maxBytes)) return null;
  let fd: number;
  try {
    fd = openSync(path, OPEN_FLAGS);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    if (code === 'ELOOP') throw new UnsafeFileError('link', 'It is a symbolic link, not a file Card Table wrote; it was not followed.');
    throw e;
  }
  try {
    const st = fstatSync(fd);
    check(st, maxBytes);
    // the file may grow while it is read: never more than the limit
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1 << 20, maxBytes + 1 - total));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(chunk.subarray(0, n));
      total += n;
      if (total > maxBytes) throw tooLarge(maxBytes);
    }
    return { bytes: Buffer.concat(chunks, total), mtimeMs: st.mtimeMs };
  } finally {
    closeSync(fd);
  }
}
