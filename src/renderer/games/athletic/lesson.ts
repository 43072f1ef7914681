/**
 * Athletic Games' "Learn to play": the coach's words (both languages), what each step points at and the
 * move it waits for. The match (the deal for 2 medals, the bot's scripted turn) is main's
 * (src/main/engine/games/athletic/lesson.ts): PLAY up, across and down, a MOVE that opens a hole, a FILL,
 * a STOP, then a turn that empties the hand for a medal.
 *
 * Targets: `hand:<id>` (`hand:*` the whole hand), `pile:<slot>` and `hole:<slot>` (slots from 0, named
 * 1..5 on the table), `button:end` (End turn), `panel:<seat>` (resolved by the controller).
 */
import type { AthleticAction } from '../../../common/games/athletic';
import type { Entry } from '../../i18n/en';
import type { Lesson } from '../../table/lesson';

export const athleticLessonEn = {
  'athletic.lesson.welcome': 'Welcome to Athletic Games! Empty your hand to win a medal; here the first to 2 medals wins (5 in a full game). The seven highlighted cards are your hand; the five piles of the ring are what you play onto. You play against {bot}.',
  'athletic.lesson.up': 'A card goes onto a pile when it has the same value as the pile’s top card, or the same colour and one step up or down. Put your red 5 on the red 4: click the card, then pile 1 (or drag it there).',
  'athletic.lesson.across': 'The same value works in any colour: put the blue 5 on the red 5.',
  'athletic.lesson.colour': 'And the same colour one step up: the blue 6 on the blue 5. You may play as many cards as you can in one turn.',
  'athletic.lesson.down': 'One step down works too: the yellow 2 on the yellow 3 of pile 3.',
  'athletic.lesson.move': 'You can also move a whole pile onto another when their top cards fit. Click pile 5 (pink 2), then pile 3 (yellow 2): same value. Pile 5 becomes a hole.',
  'athletic.lesson.fill': 'Any card may fill a hole. Your pink 9 fits nowhere else: click it, then the hole.',
  'athletic.lesson.stop': 'Your orange 1 and yellow 7 fit nowhere (1 and 10 are not neighbours). Press “End turn”: you keep your cards and draw 3.',
  'athletic.lesson.botTurn': '{bot} put its purple 9 on the purple 8 and ended its turn. You drew an orange 2, a pink 8 and a pink 7: now all five of your cards can go out this turn!',
  'athletic.lesson.empty': 'Empty your hand, in any order that fits: the orange 2 on the pink 2, then the orange 1; the pink 8 on the pink 9, then the pink 7, then the yellow 7 on it.',
  'athletic.lesson.medal': 'A medal! An empty hand wins one at once and you draw seven new cards; {bot} has played its turn meanwhile. One more medal and you win this game.',
  'athletic.lesson.summary': 'Play cards onto the piles: the same value, or the same colour one step up or down (no 10 next to 1). Move a whole pile onto a fitting top to open a hole; fill a hole with any card. End the turn with cards left and you draw 3; empty your hand and you win a medal and draw 7. The first to 5 medals wins.',
} satisfies Record<string, Entry>;

export const athleticLessonUk: Record<keyof typeof athleticLessonEn, Entry> = {
  'athletic.lesson.welcome': 'Вітаємо в «Атлетичних іграх»! Позбудьтеся всіх карток з руки — і отримаєте медаль; тут перемагає той, хто першим має 2 медалі (у повній грі — 5). Сім підсвічених карток — ваша рука; на п’ять стосів кола ви їх кладете. Ви граєте проти гравця {bot}.',
  'athletic.lesson.up': 'Картку кладуть на стос, якщо вона того ж значення, що й верхня, або того ж кольору й на один крок більша чи менша. Покладіть червону 5 на червону 4: клацніть картку, потім стос 1 (або перетягніть її).',
  'athletic.lesson.across': 'Те саме значення підходить у будь-якому кольорі: покладіть синю 5 на червону 5.',
  'athletic.lesson.colour': 'А тепер той самий колір на крок більше: синя 6 на синю 5. За хід можна зіграти стільки карток, скільки вдасться.',
  'athletic.lesson.down': 'На крок менше теж можна: жовта 2 на жовту 3 стосу 3.',
  'athletic.lesson.move': 'Можна й перенести цілий стос на інший, якщо їхні верхні картки пасують. Клацніть стос 5 (рожева 2), потім стос 3 (жовта 2): однакове значення. На місці стосу 5 лишиться дірка.',
  'athletic.lesson.fill': 'Дірку заповнює будь-яка картка. Ваша рожева 9 більше нікуди не пасує: клацніть її, потім дірку.',
  'athletic.lesson.stop': 'Помаранчева 1 і жовта 7 нікуди не пасують (1 і 10 — не сусіди). Натисніть «Завершити хід»: картки лишаються у вас, і ви берете ще 3.',
  'athletic.lesson.botTurn': '{bot} поклав фіолетову 9 на фіолетову 8 і завершив хід. Ви взяли помаранчеву 2, рожеву 8 і рожеву 7: тепер усі п’ять карток можна зіграти за цей хід!',
  'athletic.lesson.empty': 'Позбудьтеся всіх карток у будь-якому порядку, що пасує: помаранчева 2 на рожеву 2, потім помаранчева 1; рожева 8 на рожеву 9, потім рожева 7, а на неї жовта 7.',
  'athletic.lesson.medal': 'Медаль! Порожня рука одразу приносить медаль, і ви берете сім нових карток; {bot} тим часом зіграв свій хід. Ще одна медаль — і ви виграли цю гру.',
  'athletic.lesson.summary': 'Кладіть картки на стоси: те саме значення або той самий колір на крок більше чи менше (10 і 1 — не сусіди). Переносьте цілий стос на відповідну верхню картку, щоб відкрити дірку; дірку заповнює будь-яка картка. Завершили хід з картками — беріть 3; спорожнили руку — медаль і 7 нових карток. Перемагає той, хто першим має 5 медалей.',
};

// `t` knows these keys (see GameKeys in src/renderer/i18n).
declare module '../../i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys are the interface
  interface GameKeys extends Record<keyof typeof athleticLessonEn, true> {}
}

const play = (card: string, slot: number) => (a: AthleticAction): boolean => a.type === 'play' && a.card === card && a.slot === slot;
/** One of the five cards of the turn that empties the hand, in any order. */
const emptying = { text: 'athletic.lesson.empty', targets: ['hand:*'], expect: (a: AthleticAction) => a.type === 'play' } as const;

export const athleticLesson: Lesson<AthleticAction> = {
  steps: [
    { text: 'athletic.lesson.welcome', targets: ['hand:*'] },
    { text: 'athletic.lesson.up', targets: ['hand:red-5', 'pile:0'], expect: play('red-5', 0) },
    { text: 'athletic.lesson.across', targets: ['hand:blue-5', 'pile:0'], expect: play('blue-5', 0) },
    { text: 'athletic.lesson.colour', targets: ['hand:blue-6', 'pile:0'], expect: play('blue-6', 0) },
    { text: 'athletic.lesson.down', targets: ['hand:yellow-2', 'pile:2'], expect: play('yellow-2', 2) },
    { text: 'athletic.lesson.move', targets: ['pile:4', 'pile:2'], expect: (a) => a.type === 'move' && a.from === 4 && a.to === 2 },
    { text: 'athletic.lesson.fill', targets: ['hand:pink-9', 'hole:4'], expect: (a) => a.type === 'fill' && a.card === 'pink-9' },
    { text: 'athletic.lesson.stop', targets: ['button:end'], expect: (a) => a.type === 'stop' },
    { text: 'athletic.lesson.botTurn', targets: ['pile:1', 'hand:*'] },
    emptying,
    emptying,
    emptying,
    emptying,
    emptying,
    { text: 'athletic.lesson.medal', targets: ['panel:0'] },
  ],
  summary: 'athletic.lesson.summary',
};
