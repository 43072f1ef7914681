/**
 * Draker's Rules dialog: teaches the game in order for someone who never heard of it (the goal, the
 * cards, combinations with the 24-point example, the nine phases, attack and defence, the icons, the stacks, costs,
 * combat, laydown and the end), then how to play at this table. Short paragraphs with pictures: mini cards drawn in HTML from the shared
 * suit marks and emblems, values computed by the same combination code as the engine.
 */
import type { DrakerCard, DrakerIcon } from '../../../common/games/draker';
import { EDITION } from '../../../common/games/draker-edition';
import { multiplierOf, type ComboCard } from '../../../common/games/draker-combos';
import { t, tOr, type Key } from '../../i18n';
import { openDialog, type DialogHandle } from '../../ui/dialog';
import { h } from '../../ui/dom';
import { keyboardSection } from '../../table/keyboard';
import { cardName, effectName, effectShort, effectTypeName, iconName, professionName, rankLabel, suitName, valueFormula } from './faces';
import { emblemSvg, SUIT_COLORS, suitMarkSvg } from './marks';
import './rules-dialog.css';

const SUITS = ['hearts', 'diamonds', 'clubs', 'spades', 'elves', 'gnomes'] as const;

const example = (id: string, rank: number, prof: number, tier: number, icon: DrakerCard['icon'], effect: DrakerCard['effect'], amount: number, cost: [number, number], common: DrakerCard['common'] = null): DrakerCard => ({
  id,
  suit: id.split('-')[0] as DrakerCard['suit'],
  rank,
  prof,
  tier,
  icon,
  common,
  effect,
  amount,
  cost,
  artefact: false,
});

/** The cards the pictures show, as the engine's deck has them (a unit test compares them). */
export const EXAMPLE_CARDS: readonly DrakerCard[] = [
  example('hearts-2', 2, 7, 1, 'guard', 'dispel', 1, [3, 3]),
  example('hearts-3', 3, 9, 1, 'guard', 'dragon', 4, [3, 0]),
  example('hearts-4', 4, 8, 1, 'guard', 'crush', 1, [0, 3]),
  example('clubs-J', 11, 5, 3, 'guard', 'scout', 2, [1, 1], 'gale'),
  example('clubs-8', 8, 1, 2, 'token', 'onslaught', 1, [0, 9]),
  example('clubs-9', 9, 2, 2, 'draw', 'volley', 2, [3, 0]),
  example('clubs-10', 10, 7, 2, 'guard', 'dispel', 1, [2, 2]),
  example('spades-5', 5, 8, 1, 'guard', 'crush', 1, [0, 3]),
  example('diamonds-5', 5, 3, 1, 'guard', 'warDrum', 1, [0, 9]),
];
const card = (id: string): DrakerCard => EXAMPLE_CARDS.find((c) => c.id === id)!;

/** The phases of a round in order, by the phase track's names (the engine splits combat into parcels and defence). */
const ROUND: { names: Key[]; text: Key }[] = [
  { names: ['draker.phase.initial'], text: 'draker.rules.round.initial' },
  { names: ['draker.phase.basic'], text: 'draker.rules.round.basic' },
  { names: ['draker.phase.additional'], text: 'draker.rules.round.additional' },
  { names: ['draker.phase.stacks'], text: 'draker.rules.round.stacks' },
  { names: ['draker.phase.costs'], text: 'draker.rules.round.costs' },
  { names: ['draker.phase.endOfRound'], text: 'draker.rules.round.endOfRound' },
  { names: ['draker.phase.combat', 'draker.phase.defence'], text: 'draker.rules.round.combat' },
  { names: ['draker.phase.laydown'], text: 'draker.rules.round.laydown' },
  { names: ['draker.phase.results'], text: 'draker.rules.round.results' },
];

/** One of our own SVG strings (marks.ts) as a decorative element. */
function svgBox(svg: string, className: string): HTMLElement {
  const el = h('span', { className, 'aria-hidden': 'true' });
  el.innerHTML = svg;
  return el;
}

/**
 * A card as a small face laid out like the table's: rank, suit mark and icon down the left corner, the
 * cost box top right, the emblem and profession in the middle, the effect box below; `marks` numbers
 * its parts for a legend.
 */
function miniCard(c: DrakerCard, opts: { tokens?: number; marks?: boolean; big?: boolean } = {}): HTMLElement {
  const mark = (n: number): HTMLElement | null => (opts.marks ? h('span', { className: `dr-mark dr-mark-${n}`, 'aria-hidden': 'true' }, String(n)) : null);
  const face = h(
    'div',
    { className: `dr-card${opts.big ? ' big' : ''}`, role: 'img', 'aria-label': cardName(c) },
    h('span', { className: 'dr-rank' }, rankLabel(c.rank!)),
    mark(1),
    svgBox(suitMarkSvg(c.suit), 'dr-suit'),
    mark(2),
    c.icon ? h('span', { className: 'dr-icon' }, iconName(c.icon)) : null,
    c.icon ? mark(4) : null,
    h('span', { className: 'dr-cost' }, h('small', {}, t('draker.art.costLabel')), `${c.cost[0]}/${c.cost[1]}`),
    mark(6),
    svgBox(emblemSvg(c.prof!), 'dr-emblem'),
    h('span', { className: 'dr-prof' }, professionName(c.prof!)),
    mark(3),
    c.effect
      ? h('span', { className: 'dr-effect' }, h('strong', {}, effectName(c.effect)), h('span', {}, effectShort(c.effect, c.amount)), h('em', {}, effectTypeName(c.effect)))
      : null,
    mark(5),
    opts.tokens ? h('span', { className: 'dr-token', title: t('draker.rules.combos.token') }, `+${opts.tokens}`) : null,
  );
  face.style.setProperty('--suit', SUIT_COLORS[c.suit]);
  return face;
}

/** The value of example cards as a combination (tokens by card id), in the engine's own terms. */
function formula(cards: DrakerCard[], tokens: Record<string, number> = {}): string {
  const combo: ComboCard[] = cards.map((c) => ({ suit: c.suit, rank: c.rank, prof: c.prof, strength: 1 + (tokens[c.id] ?? 0) }));
  const base = combo.reduce((sum, c) => sum + c.strength, 0);
  const mult = multiplierOf(combo);
  return valueFormula(base, mult, base * mult);
}

const p = (key: Key, params?: Record<string, string | number>): HTMLElement => h('p', {}, t(key, params));

function goal(): Node[] {
  return [p('draker.rules.goal.p1'), p('draker.rules.goal.p2'), p('draker.rules.goal.p3')];
}

function cards(): Node[] {
  const legend = (['rank', 'suit', 'prof', 'icon', 'effect', 'cost'] as const).map((part) => h('li', {}, t(`draker.rules.cards.${part}`)));
  return [
    p('draker.rules.cards.p1'),
    h('figure', { className: 'dr-figure dr-anatomy' }, miniCard(card('hearts-3'), { marks: true, big: true }), h('ol', { className: 'dr-legend' }, ...legend)),
    h(
      'figure',
      { className: 'dr-figure' },
      h('figcaption', {}, t('draker.rules.cards.suits')),
      h('ul', { className: 'dr-chips' }, ...SUITS.map((s) => h('li', {}, svgBox(suitMarkSvg(s), 'dr-chip-mark'), suitName(s)))),
    ),
    h(
      'figure',
      { className: 'dr-figure' },
      h('figcaption', {}, t('draker.rules.cards.profs')),
      h('ol', { className: 'dr-chips dr-profs' }, ...Array.from({ length: 10 }, (_, prof) => h('li', {}, svgBox(emblemSvg(prof), 'dr-chip-mark'), professionName(prof)))),
    ),
    p('draker.rules.cards.artefact'),
    p('draker.rules.cards.hover'),
  ];
}

function combos(): Node[] {
  const set = ['hearts-2', 'hearts-3', 'hearts-4'].map(card);
  const profs = set.map((c) => professionName(c.prof!));
  return [
    p('draker.rules.combos.p1'),
    p('draker.rules.combos.p2'),
    p('draker.rules.combos.p3'),
    h(
      'figure',
      { className: 'dr-figure dr-example' },
      h('figcaption', {}, t('draker.rules.combos.example')),
      h('div', { className: 'dr-group def' }, ...set.map((c) => miniCard(c, { tokens: c.id === 'hearts-3' ? 1 : 0 }))),
      h('p', { className: 'dr-formula' }, formula(set, { 'hearts-3': 1 })),
      h(
        'ul',
        { className: 'dr-notes' },
        h('li', {}, t('draker.rules.combos.byRank')),
        h('li', {}, t('draker.rules.combos.byProf', { a: profs[0], b: profs[1], c: profs[2] })),
        h('li', {}, t('draker.rules.combos.flush')),
        h('li', {}, t('draker.rules.combos.sum')),
      ),
    ),
  ];
}

function round(): Node[] {
  return [
    p('draker.rules.round.p1'),
    h(
      'ol',
      { className: 'dr-track' },
      ...ROUND.map((phase, i) => h('li', {}, h('span', { className: 'dr-step' }, String(i + 1)), h('strong', {}, phase.names.map((k) => t(k)).join(' · ')), h('span', {}, t(phase.text)))),
    ),
  ];
}

function kinds(): Node[] {
  const attack = ['clubs-J', 'clubs-8', 'clubs-9', 'clubs-10'].map(card);
  const defence = ['spades-5', 'diamonds-5'].map(card);
  const tagged = (c: DrakerCard, own: boolean): HTMLElement => h('div', { className: 'dr-tagged' }, miniCard(c), h('span', { className: `dr-tag${own ? ' own' : ''}` }, t(own ? 'draker.rules.kinds.yours' : 'draker.rules.kinds.common')));
  return [
    p('draker.rules.kinds.p1'),
    p('draker.rules.kinds.p2'),
    p('draker.rules.kinds.p3'),
    h(
      'figure',
      { className: 'dr-figure dr-kinds' },
      h('div', {}, h('div', { className: 'dr-group att' }, ...attack.map((c) => tagged(c, c.id === 'clubs-J'))), h('p', { className: 'dr-formula att' }, formula(attack)), h('figcaption', {}, t('draker.rules.kinds.attack'))),
      h('div', {}, h('div', { className: 'dr-group def' }, ...defence.map((c) => tagged(c, true))), h('p', { className: 'dr-formula def' }, formula(defence)), h('figcaption', {}, t('draker.rules.kinds.defence'))),
    ),
  ];
}

/** Every icon the deck carries, in deck order (a new icon in the edition gets its line here). */
const ICONS: DrakerIcon[] = [...new Set(EDITION.ranks.map((r) => r.icon).filter((i): i is DrakerIcon => i !== null))];

/** Each icon with what it does, in the words of the card help (numbers from the edition). */
export function iconLines(): { icon: DrakerIcon; name: string; text: string }[] {
  return ICONS.map((icon) => ({ icon, name: iconName(icon), text: t(`draker.iconHelp.${icon}`, { bonus: EDITION.guardBonus }) }));
}

/** The icons section's paragraph, which names the icons as the table does. */
export function iconsIntro(): string {
  return t('draker.rules.icons.p1', { draw: iconName('draw'), guard: iconName('guard') });
}

/** How Guardsman, Crush and Dragon combine, named as the table names them. */
export function finalsText(): string {
  return t('draker.rules.stacks.finals', { guardsman: effectName('guardsman'), crush: effectName('crush'), dragon: effectName('dragon') });
}

function icons(): Node[] {
  return [
    h('p', {}, iconsIntro()),
    h('ul', { className: 'dr-notes dr-icons' }, ...iconLines().map((l) => h('li', {}, h('strong', {}, l.name), ': ', l.text))),
  ];
}

function stacks(): Node[] {
  const entry = (effect: 'scout' | 'guardsman' | 'dragon', owner: string, order: number, top = false): HTMLElement =>
    h('li', { className: top ? 'top' : '' }, h('span', { className: 'dr-step' }, String(order)), h('strong', {}, effectName(effect)), h('span', {}, owner));
  return [
    p('draker.rules.stacks.p1'),
    p('draker.rules.stacks.p2'),
    h(
      'figure',
      { className: 'dr-figure dr-stacks' },
      h('div', { className: 'dr-stack instant' }, h('h4', {}, t('draker.rules.stacks.instant')), h('ol', {}, entry('scout', 'Cy', 1, true))),
      h('div', { className: 'dr-stack main' }, h('h4', {}, t('draker.rules.stacks.main')), h('ol', {}, entry('dragon', 'Ada', 2, true), entry('guardsman', 'Bo', 3))),
      h('p', { className: 'dr-top-note' }, `↑ ${t('draker.rules.stacks.top')}`),
      h('figcaption', {}, t('draker.rules.stacks.exampleDef'), ' ', t('draker.rules.stacks.exampleRes')),
    ),
    h('p', {}, finalsText()),
    p('draker.rules.stacks.p3'),
  ];
}

function costs(): Node[] {
  return [p('draker.rules.costs.p1'), p('draker.rules.costs.p2'), h('p', { className: 'dr-example-line' }, t('draker.rules.costs.example'))];
}

function combat(): Node[] {
  const row = (parcel: number, defence: number, then = false): HTMLElement => {
    const damage = Math.max(0, parcel - defence);
    return h(
      'li',
      {},
      then ? h('span', { className: 'dr-then' }, t('draker.rules.combat.then')) : null,
      h('span', { className: 'dr-pill att' }, `${t('draker.rules.combat.parcel')} ${parcel}`),
      h('span', { className: 'dr-arrow', 'aria-hidden': 'true' }, '→'),
      h('span', { className: 'dr-pill def' }, `${t('draker.rules.combat.defence')} ${defence}`),
      h('span', { className: 'dr-arrow', 'aria-hidden': 'true' }, '='),
      h('span', { className: `dr-result${damage > 0 ? ' hit' : ''}` }, damage > 0 ? t('draker.rules.combat.hit', { damage }) : t('draker.rules.combat.stopped', { left: defence - parcel })),
    );
  };
  return [p('draker.rules.combat.p1'), p('draker.rules.combat.p2'), h('figure', { className: 'dr-figure' }, h('ul', { className: 'dr-fights' }, row(10, 6), row(5, 8), row(5, 3, true))), p('draker.rules.combat.p3')];
}

function end(): Node[] {
  return [p('draker.rules.end.p1'), p('draker.rules.end.p2'), p('draker.rules.end.p3')];
}

/** The table's own controls, named as its buttons are (the table's strings, with their English as a fallback). */
function table(): Node[] {
  return [
    p('draker.rules.table.select', { attack: tOr('draker.offer.attack', 'Attack'), defence: tOr('draker.offer.defence', 'Defence') }),
    p('draker.rules.table.place'),
    p('draker.rules.table.turn', { pass: tOr('draker.offer.pass', 'Pass'), done: tOr('draker.offer.finish', 'Done') }),
    p('draker.rules.table.auto'),
    p('draker.rules.table.help', { hint: t('table.hint'), undo: t('table.undo') }),
    keyboardSection([t('draker.keys', { attack: tOr('draker.offer.attack', 'Attack'), defence: tOr('draker.offer.defence', 'Defence') })]),
  ];
}

const SECTIONS: { id: string; build: () => Node[] }[] = [
  { id: 'goal', build: goal },
  { id: 'cards', build: cards },
  { id: 'combos', build: combos },
  { id: 'round', build: round },
  { id: 'kinds', build: kinds },
  { id: 'icons', build: icons },
  { id: 'stacks', build: stacks },
  { id: 'costs', build: costs },
  { id: 'combat', build: combat },
  { id: 'end', build: end },
  { id: 'table', build: table },
];

export function openRules(): DialogHandle {
  const body = h('div', { className: 'dr-body', tabindex: 0 });
  const links: HTMLButtonElement[] = [];
  const sections = SECTIONS.map((s, i) => {
    const title = t(`draker.rules.${s.id}.title` as Key);
    const section = h('section', { className: 'dr-section', 'aria-labelledby': `dr-h-${s.id}` }, h('h3', { id: `dr-h-${s.id}` }, `${i + 1}. ${title}`), ...s.build());
    links.push(h('button', { type: 'button', className: 'dr-toc-link', onclick: () => section.scrollIntoView({ block: 'start' }) }, `${i + 1}. ${title}`));
    return section;
  });
  body.append(...sections);
  // The contents mark the section at the top of the scrolled text (at the very end, the last one in view).
  const markCurrent = (): void => {
    const box = body.getBoundingClientRect();
    const atEnd = body.scrollTop + body.clientHeight >= body.scrollHeight - 2;
    const line = atEnd ? box.bottom - 40 : box.top + 8;
    let current = 0;
    sections.forEach((s, i) => {
      if (s.getBoundingClientRect().top <= line) current = i;
    });
    links.forEach((l, i) => (i === current ? l.setAttribute('aria-current', 'true') : l.removeAttribute('aria-current')));
  };
  body.addEventListener('scroll', markCurrent);
  const toc = h('nav', { className: 'dr-toc', 'aria-label': t('draker.rules.contents') }, h('ol', {}, ...links.map((l) => h('li', {}, l))));
  const handle = openDialog(
    t('draker.rules.heading'),
    [h('div', { className: 'draker-rules' }, toc, body), h('div', { className: 'dialog-actions' }, h('button', { type: 'button', className: 'btn primary', onclick: () => handle.close() }, t('draker.rules.close')))],
    { className: 'draker-rules-dialog' },
  );
  markCurrent();
  return handle;
}
