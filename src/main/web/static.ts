/** Serving the built renderer's files: content types, headers, and paths that cannot leave the root. */
import { readFile, realpath, stat } from 'node:fs/promises';
import { resolve, sep, extname } from 'node:path';

/** No other site may frame the page (frame-ancestors; X-Frame-Options for older browsers). */
export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; frame-ancestors 'none'";

/** Headers of every answer of the browser host. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export function contentType(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Maps a URL path to a file under `root`, or null when it would leave the root or is malformed.
 * `/` is index.html.
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  if (decoded === '' || decoded.endsWith('/')) decoded += 'index.html';
  const base = resolve(root);
  const full = resolve(base, '.' + (decoded.startsWith('/') ? decoded : '/' + decoded));
  if (!inside(base, full)) return null;
  return full;
}

function inside(base: string, full: string): boolean {
  return full === base || full.startsWith(base + sep);
}

/**
 * Reads the file a URL path names under `root`, or null when there is none or when it lies outside the
 * root: the path is checked as written and again once symbolic links are followed.
 */
export async function readInside(root: string, urlPath: string): Promise<{ file: string; body: Buffer } | null> {
  const file = resolveInside(root, urlPath);
  if (!file) return null;
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
    if (!inside(realRoot, realFile) || !(await stat(realFile)).isFile()) return null;
    return { file, body: await readFile(realFile) };
  } catch {
    return null;
  }
}
