/**
 * Rush for Medals' "Learn to play": the coach's words (both languages), what each step points at and
 * the move it waits for. The match itself (the deal, the bot's scripted moves) is main's
 * (src/main/engine/games/rush/lesson.ts): a lay-out, the bot's lay-out, a take-over, the bot's SPONSOR
 * demand defended, a reinforcement with the COACH, the bot's lay-out, a SPONSOR of one's own.
 *
 * Targets: `hand:<face>` (every hand card of that face), `stack:<rank>`, `offer:<kind>` (the buttons
 * over the hand), `pile:draw`, `pile:discard`, `panel:<seat>` (resolved by the controller).
 */
import { rushFaceOf, type RushAction } from '../../../common/games/rush';
import type { Entry } from '../../i18n/en';
import type { Lesson } from '../../table/lesson';

export const rushLessonEn = {
  'rush.lesson.welcome': 'Welcome to Rush for Medals! You play against {bot}. Every sport you hold at the end is a medal. The five highlighted cards are your hand: only you see them.',
  'rush.lesson.layOut': 'Start a sport nobody holds yet: click your Swimming 5 in the hand, then the “Lay out” button that appears by it. It becomes your stack, and a stack is a medal.',
  'rush.lesson.botLaidOut': '{bot} laid out Boxing 3: a stack of one card. After every action a player refills the hand to five cards from the draw pile (highlighted).',
  'rush.lesson.takeOver': 'Now take that stack! A take-over costs exactly one card more than the stack holds. Boxing has 1 card, so pay 2: click both your Boxing 3 cards, then “Take over”. The cards you pay go to the discard pile, and the stack is yours.',
  'rush.lesson.defend': '{bot} played a SPONSOR and demands a card from you. If you accept, it takes one at random (maybe your COACH). Defend instead: discard two cards of your choice. Click Archery 2 and Basketball 6, then “Defend”.',
  'rush.lesson.reinforce': 'Make your Swimming harder to take: reinforcing also costs one card more than the stack holds, so 2 here. The COACH counts as one card of any sport. Click your Swimming 5 and the COACH, then “Reinforce”.',
  'rush.lesson.discardPile': '{bot} laid out Table tennis 7. Everything paid lies face up on the discard pile, open to all: click the pile any time to see what is in it.',
  'rush.lesson.sponsor': 'Your own action card! A SPONSOR draws two cards, takes the card under it from the discard pile, or demands a card from a player. A DOPING CONTROL (you just drew one) works alike, against cards. Click the SPONSOR, then “Play SPONSOR…” and pick any option.',
  'rush.lesson.end': 'That is the whole game. When the draw pile runs out for the second time, the round is played to its end and the game is over: each stack you hold is a medal, and a tie goes to whoever has more cards laid out.',
  'rush.lesson.summary': 'Lay out a new sport; take over a rival’s stack or reinforce your own by paying one card more than it holds (the COACH counts as one); SPONSOR and DOPING CONTROL each have three options; a demand is accepted or defended with two cards. Hold the most sports when the game ends. “Rules” has it all in short.',
} satisfies Record<string, Entry>;

export const rushLessonUk: Record<keyof typeof rushLessonEn, Entry> = {
  'rush.lesson.welcome': 'Вітаємо в «Гонитві за медалями»! Ви граєте проти гравця {bot}. Кожен вид спорту, що лишиться у вас наприкінці, — медаль. П’ять підсвічених карток — ваша рука: їх бачите лише ви.',
  'rush.lesson.layOut': 'Почніть вид спорту, якого ще ні в кого немає: клацніть своє Плавання 5 у руці, потім кнопку «Викласти», що з’явиться біля нього. Це ваш стос, а стос — це медаль.',
  'rush.lesson.botLaidOut': '{bot} виклав Бокс 3: стос з однієї картки. Після кожної дії гравець добирає руку до п’яти карток із колоди добору (підсвічена).',
  'rush.lesson.takeOver': 'Тепер заберіть цей стос! Забрати стос коштує рівно на одну картку більше, ніж у ньому є. У Боксі 1 картка, тож платіть 2: клацніть обидві свої картки Бокс 3, потім «Забрати». Сплачені картки йдуть у скидання, а стос стає вашим.',
  'rush.lesson.defend': '{bot} зіграв СПОНСОРА й вимагає у вас картку. Якщо погодитеся, він візьме випадкову (можливо, вашого ТРЕНЕРА). Краще захистіться: скиньте дві картки на свій вибір. Клацніть Стрільбу з лука 2 і Баскетбол 6, потім «Захиститися».',
  'rush.lesson.reinforce': 'Зробіть Плавання важчим для суперника: посилити стос теж коштує на одну картку більше, ніж у ньому є, тут — 2. ТРЕНЕР рахується як картка будь-якого виду спорту. Клацніть своє Плавання 5 і ТРЕНЕРА, потім «Посилити».',
  'rush.lesson.discardPile': '{bot} виклав Настільний теніс 7. Усе сплачене лежить відкрито у скиданні, його бачать усі: клацніть скидання будь-коли, щоб побачити, що там.',
  'rush.lesson.sponsor': 'Ваша власна картка дії! СПОНСОР дає взяти дві картки, забрати картку під ним зі скидання або вимагати картку в гравця. ДОПІНГ-КОНТРОЛЬ (ви щойно його взяли) діє так само, але проти карток. Клацніть СПОНСОРА, потім «Зіграти СПОНСОРА…» і виберіть будь-який варіант.',
  'rush.lesson.end': 'Оце й уся гра. Коли колода добору скінчиться вдруге, коло дограють до кінця, і гра завершується: кожен ваш стос — медаль, а за рівності перемагає той, хто виклав більше карток.',
  'rush.lesson.summary': 'Викладайте новий вид спорту; забирайте чужий стос або посилюйте свій, сплачуючи на одну картку більше, ніж у ньому є (ТРЕНЕР рахується як одна); СПОНСОР і ДОПІНГ-КОНТРОЛЬ мають по три варіанти; на вимогу погоджуються або захищаються двома картками. Майте найбільше видів спорту, коли гра скінчиться. Коротко все є в «Правилах».',
};

// `t` knows these keys (see GameKeys in src/renderer/i18n).
declare module '../../i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys are the interface
  interface GameKeys extends Record<keyof typeof rushLessonEn, true> {}
}

/** The faces of a move's cards, sorted ("s2,s6"): a lesson step accepts any copies of the faces it names. */
const faces = (ids: readonly string[]): string => ids.map(rushFaceOf).sort().join(',');

export const rushLesson: Lesson<RushAction> = {
  steps: [
    { text: 'rush.lesson.welcome', targets: ['hand:*'] },
    { text: 'rush.lesson.layOut', targets: ['hand:swimming 5', 'offer:layOut'], expect: (a) => a.type === 'layOut' && rushFaceOf(a.card) === rushFaceOf('s5-1') },
    { text: 'rush.lesson.botLaidOut', targets: ['stack:3', 'pile:draw'] },
    { text: 'rush.lesson.takeOver', targets: ['hand:boxing 3', 'offer:takeOver'], expect: (a) => a.type === 'takeOver' && a.rank === 3 },
    { text: 'rush.lesson.defend', targets: ['hand:archery 2', 'hand:basketball 6', 'offer:defend'], expect: (a) => a.type === 'defend' && faces(a.cards) === faces(['s2-1', 's6-1']) },
    { text: 'rush.lesson.reinforce', targets: ['hand:swimming 5', 'hand:coach', 'offer:reinforce'], expect: (a) => a.type === 'reinforce' && a.rank === 5 && a.cards.includes('coach') },
    { text: 'rush.lesson.discardPile', targets: ['stack:7', 'pile:discard'] },
    { text: 'rush.lesson.sponsor', targets: ['hand:sponsor', 'offer:play'], expect: (a) => a.type === 'sponsor' },
    { text: 'rush.lesson.end', targets: ['pile:draw', 'panel:0'] },
  ],
  summary: 'rush.lesson.summary',
};
