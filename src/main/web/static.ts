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

/** A reference to a built file from HTML, JS or CSS: `../assets/x.js`, `./x.woff2`, `/assets/x.css`. */
const ASSET_REFERENCE = /(?:\.\.\/assets\/|\.\/|\/assets\/)([A-Za-z0-9_.-]+\.(?:js|mjs|css|woff2?|ttf|otf|svg|png|webp|jpe?g|json|wasm|mp3|ogg|wav))\b/g;

/**
 * The URL paths (`/assets/<name>`) of every file under `root/assets` that the page `entry` loads, directly
 * or through the files it loads: what may be served alongside that page and nothing more.
 */
export async function linkedAssets(root: string, entry: string): Promise<Set<string>> {
  const found = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = await readInside(root, queue.pop()!);
    if (!file) continue;
    for (const m of file.body.toString('utf8').matchAll(ASSET_REFERENCE)) {
      const path = `/assets/${m[1]}`;
      if (found.has(path) || !(await readInside(root, path))) continue;
      found.add(path);
      if (/\.(m?js|css)$/.test(path)) queue.push(path);
    }
  }
  return found;
}
