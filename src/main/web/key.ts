/**
 * The browser host's secret key: made at start, carried by the printed address, then kept by the page
 * as a cookie. Plain helpers (no server), so tools and test configurations can use them too.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

/** The query parameter of the printed address that carries the key. */
export const TOKEN_PARAM = 'token';
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The cookie's name: per port, since browsers share cookies between the ports of one host. */
export function tokenCookieName(port: number): string {
  return `card-table-key-${port}`;
}

export function sameSecret(given: string | null | undefined, token: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The value of cookie `name` in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

