/**
 * Klepka Football's first-time tips (see src/renderer/table/first-tips.ts): each prize card the first
 * time its player holds it, or it is played on them. All holdings are public, so the view is enough.
 */
import type { FootballCard, PrizeKind } from '../../../common/games/football';
import type { Entry } from '../../i18n/en';
import { t } from '../../i18n';
import type { FirstTipList } from '../../table/first-tips';
import type { FootballTypes, FootballUpdate } from './index';

export const footballTipsEn = {
  'football.tip.yellow': 'You hold a YELLOW. Show it to another player when the bar offers it: the player moving loses the turn at once; anyone else skips their next one. Two YELLOWs on one player make a RED.',
  'football.tip.red': 'RED: play it during another player’s turn, from the bar that offers it. That turn ends and you play a full turn now; then play goes on from you.',
  'football.tip.var': 'You hold a VAR. At the start of your turn, before you flip, press “{button}” and click two face-down cards: only you see them. Once a turn.',
  'football.tip.playGame': 'The PLAY GAME card is the “{button}” button. Instead of flipping, challenge a player (each of you needs a pair): you both roll a die, and the winner takes any one pair of the loser.',
} satisfies Record<string, Entry>;

export const footballTipsUk: Record<keyof typeof footballTipsEn, Entry> = {
  'football.tip.yellow': 'У вас ЖОВТА. Покажіть її іншому гравцю, коли її пропонує панель: той, хто ходить, одразу втрачає хід, а будь-хто інший пропускає наступний. Дві ЖОВТІ одному гравцю — це ЧЕРВОНА.',
  'football.tip.red': 'ЧЕРВОНА: зіграйте її в чужий хід із панелі, яка її пропонує. Той хід закінчується, і ви робите повний хід зараз; далі гра йде від вас.',
  'football.tip.var': 'У вас VAR. На початку свого ходу, до першої відкритої картки, натисніть «{button}» і клацніть дві закриті картки: бачите їх лише ви. Раз за хід.',
  'football.tip.playGame': 'Картка ЗІГРАТИ МАТЧ — це кнопка «{button}». Замість ходу викличте гравця (у кожного з вас має бути пара): ви обидва кидаєте кубик, і переможець забирає будь-яку одну пару того, хто програв.',
};

// `t` knows these keys (see GameKeys in src/renderer/i18n).
declare module '../../i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys are the interface
  interface GameKeys extends Record<keyof typeof footballTipsEn, true> {}
}

const holds = (u: FootballUpdate, seat: number, prize: PrizeKind): boolean => !!u.view.players[seat]?.prizes.some((c: FootballCard) => c.kind === 'prize' && c.prize === prize);

export const footballTips: FirstTipList<FootballTypes, 'football'> = {
  game: 'football',
  when: {
    yellow: (u, seat) => holds(u, seat, 'yellow') || u.events.some((e) => e.type === 'yellow' && e.target === seat),
    red: (u, seat) => holds(u, seat, 'red') || u.events.some((e) => e.type === 'red' && e.seat !== seat),
    var: (u, seat) => holds(u, seat, 'var'),
    playGame: (u, seat) => holds(u, seat, 'playGame') || u.events.some((e) => e.type === 'matchWon' && (e.winner === seat || e.loser === seat)),
  },
  params: (tip) => ({ button: t(tip === 'var' ? 'football.table.useVar' : 'football.table.playMatch') }),
};
