/**
 * Klepka Words' "Learn to play": the coach's words (both languages), what each step points at and the
 * move it waits for. The match (a 3×4 grid of six letter pairs, the bot's scripted misses) is main's
 * (src/main/engine/games/words/lesson.ts): a pair and its two extra flips, a second pair found from what
 * the bot showed, the word "кит" (one colour: double) and the flips it earns, "мама" on the empty table.
 *
 * Targets: `cell:<n>` (`cell:*` the whole grid), `hand:<letter>` (the tray's free cards of that letter),
 * `button:submit`, `button:end` (the tray's Make the word and Done), `panel:<seat>` (resolved by the
 * controller).
 */
import type { WordsAction } from '../../../common/games/words';
import type { Entry } from '../../i18n/en';
import type { Lesson, LessonStep } from '../../table/lesson';

export const wordsLessonEn = {
  'words.lesson.welcome': 'Welcome to Klepka Words! Ukrainian letters lie face down. A turn has two parts: first you may make words from the letters you hold, then you flip cards: one pair, and one more pair for every word you made. Two cards of the same letter are yours, and each pair earns two more flips. You play against {bot}.',
  'words.lesson.flipFirst': 'You hold no letters yet, so go straight to flipping: click A1.',
  'words.lesson.flipSecond': 'К. Now flip A2.',
  'words.lesson.bonusFirst': 'Two К: the pair is yours (see your panel, and your tray of letters), and a pair earns two more flips. Flip A3…',
  'words.lesson.bonusSecond': '…and A4.',
  'words.lesson.remember': 'И and Т are no pair, so they went back face down and the turn passed. {bot} flipped B1, another И, and B2, an О. Remember where letters lie!',
  'words.lesson.pairFirst': 'You hold only К and К: no word yet. Flip the two И: A3…',
  'words.lesson.pairSecond': '…and B1.',
  'words.lesson.tFirst': 'A pair: two more flips. The Т you saw at A4…',
  'words.lesson.tSecond': '…and try B3.',
  'words.lesson.missFirst': 'Another pair, two more flips! Nobody has seen the rest: flip B4…',
  'words.lesson.missSecond': '…and C1.',
  'words.lesson.botShowed': 'No pair this time. {bot} flipped C2, an О, and C3, an М. Now your turn starts with words.',
  'words.lesson.compose': 'Make a word: click К, И and Т in your tray (highlighted), then “Make the word”. Every word is checked in a Ukrainian dictionary. All three letters are blue: a one-colour word scores double.',
  'words.lesson.end': 'One word made, so you flip two pairs (four cards) this turn. Press “Done: flip cards”.',
  'words.lesson.flips': 'Flip the two О (B2 and C2) and the two М (B4 and C3): you know where they are.',
  'words.lesson.last': 'Two pairs, so two more flips: the two А, C1 and C4.',
  'words.lesson.emptyTable': 'The table is empty: from now on a turn is only making words, or passing. {bot} had nothing to make.',
  'words.lesson.mama': 'Make “мама” from your two М and two А, then “Make the word”.',
  'words.lesson.over': 'When the table is empty and everybody passes in a row, the game is over. Your score is the points of your words plus one point for every card you still hold.',
  'words.lesson.summary': 'Make words from the letters you hold (one colour scores double), then flip one pair plus a pair per word; the same letter twice is yours and earns two more flips. POLYSEMY stands for any one letter in a word, EXCHANGE swaps a card with a player, CHAOS shuffles cards still on the table. The most points at the end wins.',
} satisfies Record<string, Entry>;

export const wordsLessonUk: Record<keyof typeof wordsLessonEn, Entry> = {
  'words.lesson.welcome': 'Вітаємо в «Клепці Слова»! Українські літери лежать сорочкою догори. Хід має дві частини: спершу можна складати слова з літер, що у вас є, потім відкривати картки: одну пару й ще по парі за кожне складене слово. Дві картки з однаковою літерою — ваші, і кожна пара дає ще два відкриття. Ви граєте проти гравця {bot}.',
  'words.lesson.flipFirst': 'Літер у вас ще немає, тож одразу відкривайте: клацніть A1.',
  'words.lesson.flipSecond': 'К. Тепер відкрийте A2.',
  'words.lesson.bonusFirst': 'Дві К: пара ваша (гляньте на свою панель і свій лоток з літерами), а пара дає ще два відкриття. Відкрийте A3…',
  'words.lesson.bonusSecond': '…і A4.',
  'words.lesson.remember': 'И і Т — не пара, тож вони лягли назад сорочкою догори, і хід перейшов. {bot} відкрив B1 — ще одну И — і B2 — О. Запам’ятовуйте, де лежать літери!',
  'words.lesson.pairFirst': 'У вас лише К і К: слова ще не скласти. Відкрийте дві И: A3…',
  'words.lesson.pairSecond': '…і B1.',
  'words.lesson.tFirst': 'Пара: ще два відкриття. Т, яку ви бачили на A4…',
  'words.lesson.tSecond': '…і спробуйте B3.',
  'words.lesson.missFirst': 'Ще пара, ще два відкриття! Решти ніхто не бачив: відкрийте B4…',
  'words.lesson.missSecond': '…і C1.',
  'words.lesson.botShowed': 'Цього разу без пари. {bot} відкрив C2 — О — і C3 — М. Тепер ваш хід починається зі слів.',
  'words.lesson.compose': 'Складіть слово: клацніть К, И і Т у своєму лотку (підсвічені), потім «Скласти слово». Кожне слово перевіряється за українським словником. Усі три літери сині: слово одного кольору дає подвійні очки.',
  'words.lesson.end': 'Складено одне слово, тож цього ходу ви відкриваєте дві пари (чотири картки). Натисніть «Досить слів: відкривати».',
  'words.lesson.flips': 'Відкрийте дві О (B2 і C2) і дві М (B4 і C3): ви знаєте, де вони.',
  'words.lesson.last': 'Дві пари — ще два відкриття: дві А, C1 і C4.',
  'words.lesson.emptyTable': 'Стіл порожній: відтепер хід — це лише складання слів або пас. {bot} не мав із чого скласти.',
  'words.lesson.mama': 'Складіть «мама» з двох М і двох А, потім «Скласти слово».',
  'words.lesson.over': 'Коли стіл порожній і всі пасують поспіль, гра закінчується. Ваш рахунок — очки за слова плюс одне очко за кожну картку, що лишилася у вас.',
  'words.lesson.summary': 'Складайте слова з літер, що у вас є (слово одного кольору — подвійні очки), потім відкривайте одну пару й ще по парі за слово; дві однакові літери — ваші й дають ще два відкриття. ПОЛІСЕМІЯ заміняє будь-яку одну літеру в слові, ОБМІН міняє картку з гравцем, ХАОС перемішує картки на столі. Перемагає той, у кого наприкінці найбільше очок.',
};

// `t` knows these keys (see GameKeys in src/renderer/i18n).
declare module '../../i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys are the interface
  interface GameKeys extends Record<keyof typeof wordsLessonEn, true> {}
}

const flipOf = (...cells: number[]) => (a: WordsAction): boolean => a.type === 'flip' && cells.includes(a.cell);
/** A click on a card while composing ends Action 1 first: that is let through. */
const endFirst = (a: WordsAction): boolean => a.type === 'endCompose';
const flip = (text: LessonStep<WordsAction>['text'], targets: string[], ...cells: number[]): LessonStep<WordsAction> => ({ text, targets, expect: flipOf(...cells), allow: endFirst });

export const wordsLesson: Lesson<WordsAction> = {
  steps: [
    { text: 'words.lesson.welcome', targets: ['cell:*'] },
    flip('words.lesson.flipFirst', ['cell:0'], 0),
    flip('words.lesson.flipSecond', ['cell:1'], 1),
    flip('words.lesson.bonusFirst', ['cell:2'], 2),
    flip('words.lesson.bonusSecond', ['cell:3'], 3),
    { text: 'words.lesson.remember', targets: ['cell:2', 'cell:4'] },
    flip('words.lesson.pairFirst', ['cell:2', 'cell:4'], 2, 4),
    flip('words.lesson.pairSecond', ['cell:4', 'cell:2'], 2, 4),
    flip('words.lesson.tFirst', ['cell:3'], 3, 6),
    flip('words.lesson.tSecond', ['cell:6', 'cell:3'], 3, 6),
    flip('words.lesson.missFirst', ['cell:7'], 7),
    flip('words.lesson.missSecond', ['cell:8'], 8),
    { text: 'words.lesson.botShowed', targets: ['cell:9', 'cell:10'] },
    { text: 'words.lesson.compose', targets: ['hand:К', 'hand:И', 'hand:Т', 'button:submit'], expect: (a) => a.type === 'compose' && a.word.toLowerCase() === 'кит' },
    { text: 'words.lesson.end', targets: ['button:end'], expect: (a) => a.type === 'endCompose' },
    flip('words.lesson.flips', ['cell:5', 'cell:9', 'cell:7', 'cell:10'], 5, 7, 9, 10),
    flip('words.lesson.flips', ['cell:5', 'cell:9', 'cell:7', 'cell:10'], 5, 7, 9, 10),
    flip('words.lesson.flips', ['cell:5', 'cell:9', 'cell:7', 'cell:10'], 5, 7, 9, 10),
    flip('words.lesson.flips', ['cell:5', 'cell:9', 'cell:7', 'cell:10'], 5, 7, 9, 10),
    flip('words.lesson.last', ['cell:8', 'cell:11'], 8, 11),
    flip('words.lesson.last', ['cell:8', 'cell:11'], 8, 11),
    { text: 'words.lesson.emptyTable', targets: ['panel:0'] },
    { text: 'words.lesson.mama', targets: ['hand:М', 'hand:А', 'button:submit'], expect: (a) => a.type === 'compose' && a.word.toLowerCase() === 'мама' },
    { text: 'words.lesson.over', targets: ['panel:0'] },
  ],
  summary: 'words.lesson.summary',
};
