/**
 * The rows of a stack's pile. Each entry's row holds its words wrapped to the pile's width, never cut: who
 * sent it and its effect, then its target (with its cost, and "next" on the entry to resolve). The newest
 * entries (the next to resolve) get readable rows; when the pile runs out of room, the older ones lie as
 * thin bars in a band at the bottom under a "+N earlier" count, whose help lists them all.
 */
import { rect } from '../../table/board-layout';
import type { Rect } from '../../table/grid';
import { textEms } from './summary';

/** The font size of an entry's words, and the height of one of its lines. */
export const ENTRY_FONT = 11;
export const ENTRY_LINE = 14;
/** Rows lower than this are drawn as bars without text (older entries of a long stack). */
export const STACK_ROW_THIN = 10;
/** The mini card at a row's left is at most this high; the words start after it. */
const MINI_H = 24;

/** A pile narrower than this leaves the mini card out of its rows: the words need the room (the card is in the entry's help). */
const MINI_MIN_PILE = 150;

/** Where an entry's words start in a row of `height` and how wide they may run in a pile `width` wide. */
export function entryText(width: number, height = MINI_H + 2): { x: number; width: number } {
  const mini = width < MINI_MIN_PILE ? 0 : Math.min(MINI_H, height - 2) * (200 / 280);
  return { x: mini + 8, width: width - mini - 14 };
}

/** `text` in lines no wider than `width` at `fs`: broken between words, and inside a word only when it alone is wider. */
export function wrapWords(text: string, width: number, fs = ENTRY_FONT): string[] {
  const fits = (s: string): boolean => textEms(s) * fs <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    // a word wider than the whole line is broken where it must be, with a hyphen
    while (!fits(line) && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && !fits(`${line.slice(0, cut)}-`)) cut--;
      lines.push(`${line.slice(0, cut)}-`);
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** An entry's words as drawn: the sender's line(s), then the target's. */
export interface EntryLines {
  head: string[];
  tail: string[];
}

export function entryLines(head: string, tail: string, width: number): EntryLines {
  return { head: wrapWords(head, width), tail: tail ? wrapWords(tail, width) : [] };
}

export function entryHeight(lines: EntryLines): number {
  return Math.max(MINI_H, (lines.head.length + lines.tail.length) * ENTRY_LINE) + 4;
}

/**
 * The rows of a pile for entries of `heights` (the first pushed first, at the bottom). The newest that fit
 * get their full heights; the older ones are thin bars in a band at the bottom.
 */
export function stackRows(pile: Rect, heights: number[]): Rect[] {
  const n = heights.length;
  if (n === 0) return [];
  const total = heights.reduce((a, b) => a + b, 0);
  // the band gives way to the next entry's words as far as its count stays readable
  const band = total <= pile.height ? 0 : Math.max(ENTRY_LINE + 2, Math.min(pile.height * 0.3, 22, pile.height - heights[n - 1]));
  // the newest entries that fit above the band (at least the next to resolve, squeezed if it must be)
  let readable = 0;
  let used = 0;
  while (readable < n && used + heights[n - 1 - readable] <= pile.height - band) used += heights[n - 1 - readable++];
  if (readable === 0) {
    readable = 1;
    used = pile.height - band;
  }
  const older = n - readable;
  const rows: Rect[] = [];
  const thin = older > 0 ? band / older : 0;
  for (let i = 0; i < older; i++) rows.push(rect(pile.x, pile.y + pile.height - (i + 1) * thin, pile.width, Math.max(1, Math.min(STACK_ROW_THIN - 1, thin - 1))));
  let y = pile.y + pile.height - (older > 0 ? band : 0);
  for (let i = older; i < n; i++) {
    const h = readable === 1 && i === n - 1 ? Math.min(heights[i], used) : heights[i];
    y -= h;
    rows.push(rect(pile.x, y, pile.width, h - 2));
  }
  return rows;
}
