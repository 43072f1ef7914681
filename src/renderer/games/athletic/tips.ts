/**
 * Athletic Games' first-time tips (see src/renderer/table/first-tips.ts): what the lesson leaves out of
 * the piles (the bottom card's band, a moved pile turning over), holes and the rebuilt stock. The table
 * is public; a move or a fill counts only when the viewer may make it.
 */
import type { Entry } from '../../i18n/en';
import type { FirstTipList } from '../../table/first-tips';
import type { AthleticTypes } from './index';

export const athleticTipsEn = {
  'athletic.tip.pileBottom': 'A pile with more than one card shows a band above its top card: that is its bottom card. When the pile is moved, the bottom card becomes the new top.',
  'athletic.tip.movePile': 'You can move a pile: drag it onto another pile where its top card fits. Its cards go over one by one, so the pile turns over: its bottom card ends on top, and its place becomes a hole.',
  'athletic.tip.hole': 'A hole: any card from your hand may start a new pile there, whatever its colour or value. Fill it with a card that fits nowhere else; a hole left open is a free place for the next player.',
  'athletic.tip.restock': 'The draw pile ran out: every card under the piles’ top cards was shuffled into a new draw pile. The top cards stay where they are.',
} satisfies Record<string, Entry>;

export const athleticTipsUk: Record<keyof typeof athleticTipsEn, Entry> = {
  'athletic.tip.pileBottom': 'Над верхньою карткою стосу з кількох карток видно смужку: це його нижня картка. Коли стос переносять, нижня картка стає новою верхньою.',
  'athletic.tip.movePile': 'Ви можете перенести стос: перетягніть його на інший стос, куди лягає його верхня картка. Картки переходять по одній, тож стос перевертається: його нижня картка опиняється згори, а на його місці лишається порожнє місце.',
  'athletic.tip.hole': 'Порожнє місце: будь-яка картка з руки може почати тут новий стос, якого б кольору й значення вона не була. Покладіть сюди картку, що не лягає ніде; відкрите порожнє місце — вільне місце для наступного гравця.',
  'athletic.tip.restock': 'Колода скінчилася: усі картки з-під верхніх карток стосів перетасовано в нову колоду. Верхні картки лишаються на місцях.',
};

// `t` knows these keys (see GameKeys in src/renderer/i18n).
declare module '../../i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys are the interface
  interface GameKeys extends Record<keyof typeof athleticTipsEn, true> {}
}

export const athleticTips: FirstTipList<AthleticTypes, 'athletic'> = {
  game: 'athletic',
  when: {
    pileBottom: (u) => u.view.slots.some((s) => s !== null && s.cards.length > 1),
    movePile: (u, seat) => u.legal.some((a) => a.type === 'move') || u.events.some((e) => e.type === 'move' && e.seat !== seat),
    hole: (u) => u.legal.some((a) => a.type === 'fill'),
    restock: (u) => u.events.some((e) => e.type === 'reshuffle'),
  },
};
