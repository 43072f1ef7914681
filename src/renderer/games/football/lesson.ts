/**
 * Klepka Football's "Learn to play": the coach's words (both languages), what each step points at and
 * the move it waits for. The match (a 2×5 grid, the bot's scripted miss) is main's
 * (src/main/engine/games/football/lesson.ts): a miss, the bot's miss that shows a twin, a pair and the
 * flip again, two prize cards, a YELLOW on the bot's turn, a VAR peek and the pair it shows.
 *
 * Targets: `cell:<n>` (the grid's card button, `cell:*` every card), `react:yellow` (the reaction bar's
 * YELLOW), `button:var` (Use VAR), `panel:<seat>` (resolved by the controller).
 */
import type { FootballAction } from '../../../common/games/football';
import type { Entry } from '../../i18n/en';
import type { Lesson } from '../../table/lesson';

export const footballLessonEn = {
  'football.lesson.welcome': 'Welcome to Klepka Football! It is a memory game: every card lies face down. On your turn you flip two cards. Two cards of the same footballer make a pair: it is yours, and you flip again. You play against {bot}.',
  'football.lesson.flipFirst': 'Flip your first card: click A1, top left.',
  'football.lesson.flipSecond': 'A footballer worth 4 points! Its twin lies somewhere else. Flip A2 now.',
  'football.lesson.remember': 'Not the same footballer, so both went back face down and the turn passed. Then {bot} flipped B2 and A4, and B2 was the twin of your A1! Remember where the cards lie: that is the whole game.',
  'football.lesson.pairFirst': 'Take the pair: flip A1…',
  'football.lesson.pairSecond': '…and its twin at B2.',
  'football.lesson.prizes': 'A pair: 2 × 4 = 8 points, and you flip again. Now flip A3 and B4: prize cards. Prize cards never make a pair; every one you flip is yours to keep.',
  'football.lesson.prizeSecond': 'A VAR! Flip B4 too.',
  'football.lesson.yellow': 'Two prizes, so your turn is over. {bot}’s turn begins, and you hold a YELLOW: you may play it when a turn starts. On the player about to move it ends their turn at once; on anyone else it skips their next turn; two YELLOWs make a RED. Play it on {bot}.',
  'football.lesson.var': 'Your turn again. Before your first flip a VAR lets you peek at two cards in secret. Press “Use VAR”, then click A2 and B1.',
  'football.lesson.varPairFirst': 'Only you saw them: the same footballer! Flip A2…',
  'football.lesson.varPairSecond': '…and B1 for the pair.',
  'football.lesson.end': 'You know where the 1-point footballer’s card lies (A4): keep flipping until you miss. The game ends when the table is empty: the most points wins, and a tie goes to whoever holds more cards.',
  'football.lesson.summary': 'Flip two cards a turn: the same footballer twice is your pair and you flip again; prize cards are yours. YELLOW stops a player (the one moving loses the turn, anyone else skips one; two make a RED), RED takes the turn, VAR peeks at two cards in secret, PLAY GAME wins a pair in a dice match. The most points when the table is empty wins.',
} satisfies Record<string, Entry>;

export const footballLessonUk: Record<keyof typeof footballLessonEn, Entry> = {
  'football.lesson.welcome': 'Вітаємо в «Клепці Футбол»! Це гра на пам’ять: усі картки лежать сорочкою догори. У свій хід ви відкриваєте дві картки. Дві картки того самого футболіста — це пара: вона ваша, і ви відкриваєте далі. Ви граєте проти гравця {bot}.',
  'football.lesson.flipFirst': 'Відкрийте першу картку: клацніть A1, угорі ліворуч.',
  'football.lesson.flipSecond': 'Футболіст на 4 очки! Його близнюк лежить деінде. Тепер відкрийте A2.',
  'football.lesson.remember': 'Футболісти різні, тож обидві картки лягли назад сорочкою догори, і хід перейшов. Потім {bot} відкрив B2 і A4, і B2 — близнюк вашої A1! Запам’ятовуйте, де лежать картки: у цьому вся гра.',
  'football.lesson.pairFirst': 'Заберіть пару: відкрийте A1…',
  'football.lesson.pairSecond': '…і її близнюка на B2.',
  'football.lesson.prizes': 'Пара: 2 × 4 = 8 очок, і ви відкриваєте далі. Тепер відкрийте A3 і B4: це призові картки. Призові картки не складають пар; кожна відкрита — ваша.',
  'football.lesson.prizeSecond': 'VAR! Відкрийте й B4.',
  'football.lesson.yellow': 'Два призи — ваш хід скінчився. Починається хід гравця {bot}, а у вас ЖОВТА картка: її можна зіграти на початку ходу. Гравцеві, що ходить, вона одразу завершує хід; будь-кому іншому — пропуск наступного ходу; дві жовті — це ЧЕРВОНА. Зіграйте її на гравця {bot}.',
  'football.lesson.var': 'Знову ваш хід. До першого відкриття VAR дає таємно подивитися на дві картки. Натисніть «Використати VAR», потім клацніть A2 і B1.',
  'football.lesson.varPairFirst': 'Їх бачили лише ви: той самий футболіст! Відкрийте A2…',
  'football.lesson.varPairSecond': '…і B1 — ось і пара.',
  'football.lesson.end': 'Ви знаєте, де лежить картка футболіста на 1 очко (A4): відкривайте, доки не схибите. Гра закінчується, коли стіл порожній: перемагає той, у кого найбільше очок, а за рівності — той, у кого більше карток.',
  'football.lesson.summary': 'Відкривайте дві картки за хід: двічі той самий футболіст — ваша пара, і ви відкриваєте далі; призові картки — ваші. ЖОВТА зупиняє гравця (той, хто ходить, втрачає хід, інший пропускає наступний; дві — це ЧЕРВОНА), ЧЕРВОНА забирає хід, VAR таємно показує дві картки, PLAY GAME виграє пару в матчі на кубиках. Перемагає той, у кого найбільше очок, коли стіл порожній.',
};

// `t` knows these keys (see GameKeys in src/renderer/i18n).
declare module '../../i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys are the interface
  interface GameKeys extends Record<keyof typeof footballLessonEn, true> {}
}

const flipOf = (...cells: number[]) => (a: FootballAction): boolean => a.type === 'flip' && cells.includes(a.cell);

export const footballLesson: Lesson<FootballAction> = {
  steps: [
    { text: 'football.lesson.welcome', targets: ['cell:*'] },
    { text: 'football.lesson.flipFirst', targets: ['cell:0'], expect: flipOf(0) },
    { text: 'football.lesson.flipSecond', targets: ['cell:1'], expect: flipOf(1) },
    { text: 'football.lesson.remember', targets: ['cell:0', 'cell:6'] },
    { text: 'football.lesson.pairFirst', targets: ['cell:0'], expect: flipOf(0, 6) },
    { text: 'football.lesson.pairSecond', targets: ['cell:6', 'cell:0'], expect: flipOf(0, 6) },
    { text: 'football.lesson.prizes', targets: ['cell:2'], expect: flipOf(2, 8) },
    { text: 'football.lesson.prizeSecond', targets: ['cell:8'], expect: flipOf(2, 8) },
    { text: 'football.lesson.yellow', targets: ['react:yellow'], expect: (a) => a.type === 'yellow' && a.target === 1 },
    { text: 'football.lesson.var', targets: ['button:var', 'cell:1', 'cell:5'], expect: (a) => a.type === 'useVar' && [...a.cells].sort().join() === '1,5' },
    { text: 'football.lesson.varPairFirst', targets: ['cell:1'], expect: flipOf(1, 5) },
    { text: 'football.lesson.varPairSecond', targets: ['cell:5', 'cell:1'], expect: flipOf(1, 5) },
    { text: 'football.lesson.end', targets: ['cell:3', 'panel:0'] },
  ],
  summary: 'football.lesson.summary',
};
