/**
 * Klepka Words' first-time tips (see src/renderer/table/first-tips.ts): each prize card the first time
 * its player holds it, or (EXCHANGE, CHAOS) it is played at the table. Collected cards are public.
 */
import type { WordsPrizeKind } from '../../../common/games/words';
import type { Entry } from '../../i18n/en';
import type { FirstTipList } from '../../table/first-tips';
import type { WordsTypes, WordsUpdate } from './index';

export const wordsTipsEn = {
  'words.tip.exchange': 'EXCHANGE swaps one card of its player for any one card another player holds (everyone’s cards lie face up). It is played whenever the table offers, in anyone’s turn: a card kept for a word can be taken, and you may take one back with your own EXCHANGE.',
  'words.tip.polysemy': 'You hold a POLYSEMY. While composing a word, click it to let it stand for one letter of your choice, as many times as that letter occurs in the word; those letters score 0, and the word needs at least one real card.',
  'words.tip.chaos': 'CHAOS shuffles face-down cards (all of them, or at least two chosen): nobody knows any more where they lie. Its holder may play it whenever the table offers, in anyone’s turn.',
} satisfies Record<string, Entry>;

export const wordsTipsUk: Record<keyof typeof wordsTipsEn, Entry> = {
  'words.tip.exchange': 'ОБМІН міняє одну картку того, хто його грає, на будь-яку одну картку іншого гравця (картки всіх лежать відкрито). Його грають, коли стіл пропонує, у будь-чий хід: картку, збережену для слова, можуть забрати, а ви можете повернути її своїм ОБМІНОМ.',
  'words.tip.polysemy': 'У вас ПОЛІСЕМІЯ. Складаючи слово, клацніть її, щоб вона замінила одну обрану літеру — стільки разів, скільки та літера є в слові; ці літери дають 0 очок, а в слові має бути хоча б одна справжня картка.',
  'words.tip.chaos': 'ХАОС перемішує закриті картки (усі або щонайменше дві обрані): ніхто вже не знає, де вони лежать. Власник може зіграти його, коли стіл пропонує, у будь-чий хід.',
};

// `t` knows these keys (see GameKeys in src/renderer/i18n).
declare module '../../i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys are the interface
  interface GameKeys extends Record<keyof typeof wordsTipsEn, true> {}
}

const holds = (u: WordsUpdate, seat: number, prize: WordsPrizeKind): boolean => !!u.view.players[seat]?.cards.some((c) => c.kind === 'prize' && c.prize === prize);

export const wordsTips: FirstTipList<WordsTypes, 'words'> = {
  game: 'words',
  when: {
    exchange: (u, seat) => holds(u, seat, 'exchange') || u.events.some((e) => e.type === 'exchange' && e.target === seat),
    polysemy: (u, seat) => holds(u, seat, 'polysemy'),
    chaos: (u, seat) => holds(u, seat, 'chaos') || u.events.some((e) => e.type === 'chaos' && e.seat !== seat),
  },
};
