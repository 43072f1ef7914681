/**
 * The suit marks and profession emblems as SVG, drawn once for both the canvas (Pixi `Graphics.svg`)
 * and the page (the rules dialog, choosers).
 * (First version: plain shapes; the final marks come with the card art.)
 */
import type { DrakerSuit } from '../../../common/games/draker';

/** A 100×100 SVG of a suit's mark. */
export function suitMarkSvg(suit: DrakerSuit): string {
  const colour = suit === 'hearts' || suit === 'diamonds' ? '#c62828' : '#222222';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="40" fill="${colour}"/></svg>`;
}

/** A 100×100 SVG of a profession's emblem (index into DRAKER_PROFESSIONS). */
export function emblemSvg(prof: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect x="20" y="20" width="60" height="60" fill="#555555"/><text x="50" y="60" font-size="30" text-anchor="middle" fill="#ffffff">${prof}</text></svg>`;
}
