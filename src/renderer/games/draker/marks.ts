/**
 * Draker's own suit marks and profession emblems as 100×100 SVG strings, shared by the canvas
 * (Pixi `Graphics.svg`) and the page (the rules dialog, choosers).
 *
 * Pixi's SVG parser draws `path`, `circle`, `ellipse`, `rect`, `line` and integer `polygon` points with
 * `fill`, `stroke`, `stroke-width` and `opacity`; it ignores `transform`, `text` and line caps, and a
 * child's `fill="none"` does not undo a group's fill. So every shape here is a plain element with its own
 * style, and paths that must not cut holes into each other are separate elements.
 */
import type { DrakerSuit } from '../../../common/games/draker';

/** One colour per suit; the shapes alone tell the suits apart for colour-blind players. */
export const SUIT_COLORS: Record<DrakerSuit, string> = {
  hearts: '#c62828',
  diamonds: '#1565c0',
  clubs: '#2e7d32',
  spades: '#212121',
  elves: '#7b1fa2',
  gnomes: '#a0600e',
};

/** A suit's colour as a Pixi colour number. */
export function suitColor(suit: DrakerSuit): number {
  return parseInt(SUIT_COLORS[suit].slice(1), 16);
}

const INK = '#263238';
const WOOD = '#795548';
const STEEL = '#90a4ae';
const GOLD = '#e0a526';
const PAPER = '#fbf6e9';

function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body}</svg>`;
}

const round = (n: number): string => String(Math.round(n * 10) / 10);

/** A star or cog outline: `points` tips alternating between two radii (`flat` widens each tip into a tooth). */
function starPath(cx: number, cy: number, points: number, outer: number, inner: number, flat = 0): string {
  const parts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const mid = (Math.PI * i) / points - Math.PI / 2;
    for (const a of flat > 0 ? [mid - flat, mid + flat] : [mid]) parts.push(`${round(cx + r * Math.cos(a))} ${round(cy + r * Math.sin(a))}`);
  }
  return `M${parts.join(' L')} Z`;
}

const SUIT_BODIES: Record<DrakerSuit, string> = {
  hearts: `<path d="M50 90 C22 68 5 50 5 31 C5 17 16 7 29 7 C39 7 46 13 50 22 C54 13 61 7 71 7 C84 7 95 17 95 31 C95 50 78 68 50 90 Z" fill="${SUIT_COLORS.hearts}"/>`,
  diamonds: `<path d="M50 3 Q68 28 90 50 Q68 72 50 97 Q32 72 10 50 Q32 28 50 3 Z" fill="${SUIT_COLORS.diamonds}"/>`,
  clubs:
    `<circle cx="50" cy="27" r="20" fill="${SUIT_COLORS.clubs}"/><circle cx="27" cy="57" r="20" fill="${SUIT_COLORS.clubs}"/>` +
    `<circle cx="73" cy="57" r="20" fill="${SUIT_COLORS.clubs}"/><circle cx="50" cy="50" r="13" fill="${SUIT_COLORS.clubs}"/>` +
    `<path d="M50 50 C50 70 45 84 33 95 L67 95 C55 84 50 70 50 50 Z" fill="${SUIT_COLORS.clubs}"/>`,
  spades:
    `<path d="M50 4 C62 24 93 38 93 60 C93 74 83 82 71 82 C63 82 56 78 52 72 C53 81 57 89 65 95 L35 95 C43 89 47 81 48 72 C44 78 37 82 29 82 C17 82 7 74 7 60 C7 38 38 24 50 4 Z" fill="${SUIT_COLORS.spades}"/>`,
  // A leaf leaning right, with its stem and midrib: nothing else in the deck is tilted.
  elves:
    `<path d="M30 76 C12 50 36 14 92 8 C88 62 58 90 30 76 Z" fill="${SUIT_COLORS.elves}"/>` +
    `<path d="M33 73 L6 97" stroke="${SUIT_COLORS.elves}" stroke-width="8" fill="none"/>` +
    `<path d="M32 74 L80 22" stroke="${PAPER}" stroke-width="4" fill="none"/>` +
    `<path d="M48 57 L44 36 M60 44 L58 26 M48 57 L68 60 M60 44 L78 46" stroke="${PAPER}" stroke-width="3" fill="none"/>`,
  // Two mountain peaks with snow, a flat foot: the gnomes' halls.
  gnomes:
    `<path d="M2 90 L34 26 L50 52 L66 12 L98 90 Z" fill="${SUIT_COLORS.gnomes}"/>` +
    `<path d="M66 12 L76 37 L70 33 L64 40 L58 32 Z" fill="${PAPER}"/>` +
    `<path d="M34 26 L42 42 L37 39 L32 44 L28 38 Z" fill="${PAPER}"/>`,
};

/** A 100×100 SVG of a suit's mark. */
export function suitMarkSvg(suit: DrakerSuit): string {
  return svg(SUIT_BODIES[suit]);
}

/** Emblem bodies in DRAKER_PROFESSIONS order (Spearman … Etsilop). */
const EMBLEM_BODIES: readonly string[] = [
  // Spearman: a spear, its leaf-shaped point up and right.
  `<path d="M58 42 L12 88" stroke="${WOOD}" stroke-width="8" fill="none"/>` +
    `<circle cx="12" cy="88" r="6" fill="${INK}"/>` +
    `<path d="M94 6 C92 28 80 40 56 44 C60 20 72 8 94 6 Z" fill="${STEEL}" stroke="${INK}" stroke-width="3"/>` +
    `<path d="M66 52 L48 34" stroke="${INK}" stroke-width="7" fill="none"/>`,
  // Swordsman: a sword, point up.
  `<path d="M50 3 L60 17 L60 66 L40 66 L40 17 Z" fill="${STEEL}" stroke="${INK}" stroke-width="3"/>` +
    `<path d="M50 17 L50 62" stroke="${INK}" stroke-width="2" fill="none"/>` +
    `<rect x="20" y="64" width="60" height="10" rx="5" fill="${GOLD}" stroke="${INK}" stroke-width="3"/>` +
    `<rect x="44" y="74" width="12" height="16" fill="${WOOD}" stroke="${INK}" stroke-width="2"/>` +
    `<circle cx="50" cy="93" r="6" fill="${GOLD}" stroke="${INK}" stroke-width="2"/>`,
  // Archer: a drawn bow with an arrow.
  `<path d="M30 6 Q90 50 30 94" stroke="${WOOD}" stroke-width="8" fill="none"/>` +
    `<path d="M30 6 L30 94" stroke="${INK}" stroke-width="2" fill="none"/>` +
    `<path d="M14 50 L80 50" stroke="${INK}" stroke-width="5" fill="none"/>` +
    `<path d="M97 50 L78 39 L78 61 Z" fill="${INK}"/>` +
    `<path d="M26 50 L14 38 L4 38 L14 50 L4 62 L14 62 Z" fill="#c62828"/>`,
  // Field musician: a war drum with crossed sticks.
  `<path d="M26 32 L8 6 M74 32 L92 6" stroke="${WOOD}" stroke-width="6" fill="none"/>` +
    `<circle cx="8" cy="6" r="5" fill="${INK}"/><circle cx="92" cy="6" r="5" fill="${INK}"/>` +
    `<path d="M16 42 L16 82 C16 96 84 96 84 82 L84 42 Z" fill="#b23a2a" stroke="${INK}" stroke-width="3"/>` +
    `<path d="M16 50 L30 86 L44 52 L58 88 L72 52 L84 80" stroke="${PAPER}" stroke-width="3" fill="none"/>` +
    `<ellipse cx="50" cy="42" rx="34" ry="12" fill="${PAPER}" stroke="${INK}" stroke-width="3"/>`,
  // Healer: a flask of remedy with a cross.
  `<rect x="39" y="4" width="22" height="10" rx="3" fill="${WOOD}" stroke="${INK}" stroke-width="2"/>` +
    `<rect x="41" y="13" width="18" height="20" fill="#c8e6c9" stroke="${INK}" stroke-width="3"/>` +
    `<circle cx="50" cy="63" r="33" fill="#2e7d32" stroke="${INK}" stroke-width="3"/>` +
    `<path d="M43 44 L57 44 L57 56 L69 56 L69 70 L57 70 L57 82 L43 82 L43 70 L31 70 L31 56 L43 56 Z" fill="${PAPER}"/>`,
  // Pathfinder: a compass rose, north in red.
  `<circle cx="50" cy="50" r="40" fill="${PAPER}" stroke="${INK}" stroke-width="4"/>` +
    `<path d="${starPath(50, 50, 4, 47, 10)}" fill="${INK}"/>` +
    `<path d="M50 3 L57 43 L50 50 L43 43 Z" fill="#c62828"/>` +
    `<circle cx="50" cy="50" r="5" fill="${PAPER}"/>`,
  // Mechanic: a cog.
  `<path d="${starPath(50, 50, 8, 46, 34, 0.14)}" fill="${STEEL}" stroke="${INK}" stroke-width="3"/>` +
    `<circle cx="50" cy="50" r="24" fill="${INK}"/>` +
    `<circle cx="50" cy="50" r="12" fill="${PAPER}"/>`,
  // Wizard: a pointed hat with stars.
  `<path d="M52 4 C46 20 34 40 24 78 L80 78 C70 50 64 34 72 20 C64 22 58 14 52 4 Z" fill="#3949ab" stroke="${INK}" stroke-width="3"/>` +
    `<ellipse cx="50" cy="80" rx="46" ry="11" fill="#283593" stroke="${INK}" stroke-width="3"/>` +
    `<path d="${starPath(50, 52, 5, 12, 5)}" fill="#ffd54f"/>` +
    `<path d="${starPath(61, 28, 5, 6, 2.5)}" fill="#ffd54f"/>`,
  // Giant: a stone maul.
  `<rect x="43" y="40" width="14" height="56" rx="4" fill="${WOOD}" stroke="${INK}" stroke-width="3"/>` +
    `<rect x="12" y="8" width="76" height="38" rx="8" fill="#78909c" stroke="${INK}" stroke-width="4"/>` +
    `<path d="M26 18 L34 26 L30 36 M66 16 L62 26 L72 34" stroke="${INK}" stroke-width="3" fill="none"/>`,
  // Etsilop: the dragon's head, horned and fire-eyed, its spiny neck rising from below.
  `<path d="M18 72 L2 68 L14 58 Z" fill="${GOLD}" stroke="${INK}" stroke-width="2"/>` +
    `<path d="M26 54 L12 44 L28 42 Z" fill="${GOLD}" stroke="${INK}" stroke-width="2"/>` +
    `<path d="M34 40 L12 8 L48 32 Z" fill="${GOLD}" stroke="${INK}" stroke-width="3"/>` +
    `<path d="M8 97 C10 72 18 52 34 40 C44 32 56 28 68 30 L90 37 C96 39 97 45 92 47 L80 49 L93 56 C97 59 94 63 88 63 L70 63 C60 65 54 74 52 97 Z" fill="#a31f1f" stroke="${INK}" stroke-width="3"/>` +
    `<path d="M46 33 L46 6 L60 29 Z" fill="${GOLD}" stroke="${INK}" stroke-width="3"/>` +
    `<path d="M80 49 L83 53 L86 50 Z" fill="${PAPER}"/>` +
    `<path d="M24 86 C30 80 38 80 44 84 M28 70 C34 64 42 64 48 68" stroke="#6d1212" stroke-width="3" fill="none"/>` +
    `<circle cx="86" cy="42" r="2" fill="${INK}"/>` +
    `<circle cx="63" cy="40" r="6" fill="#ffd54f" stroke="${INK}" stroke-width="2"/>` +
    `<ellipse cx="64" cy="40" rx="1.5" ry="4" fill="${INK}"/>`,
];

/** A 100×100 SVG of a profession's emblem (index into DRAKER_PROFESSIONS). */
export function emblemSvg(prof: number): string {
  const body = EMBLEM_BODIES[prof];
  if (body === undefined) throw new RangeError(`No Draker profession ${prof}`);
  return svg(body);
}
