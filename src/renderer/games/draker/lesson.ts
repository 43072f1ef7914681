/**
 * Draker's "Learn to play": the coach's words (both languages), what each step points at and the move it
 * waits for. The match (the deal, the bot's scripted first round) is main's
 * (src/main/engine/games/draker/lesson.ts): pools and the hand, the bot's attacks aimed at the learner, a
 * card placed, a defence of two forms and a flush declared against them, an attack with a common-pool
 * card, Phalanx on the stack and its cost, when a pass is safe, the attacks met by the defence, a parcel,
 * a laydown and round 2.
 *
 * Targets: `card:<id>` (the card wherever the table shows it), `offer:<kind>` (a button of the controls
 * bar: place, defence, attack, activate, finish, pass, block, auto), `controls` (the whole bar), `common`
 * (the common pool's cards), `panel:<seat>` (resolved by the controller).
 */
import type { DrakerAction } from '../../../common/games/draker';
import type { Entry } from '../../i18n/en';
import type { Lesson } from '../../table/lesson';

export const drakerLessonEn = {
  'draker.lesson.welcome': 'Welcome to Draker, dragon poker! You and {bot} start with 30 life each; the last player with life wins. Your hand is secret. Your pool, the cards you place from it, is open, like {bot}’s and the common pool (highlighted). {bot} leads this round and has played: it placed a card and declared two attacks, 7 and 4, aimed at you (see its zone).',
  'draker.lesson.place': 'Each turn starts by putting one card from your hand into your pool. Click 3♥ in your hand, then “Place … into your pool”.',
  'draker.lesson.defence': 'Left alone, {bot}’s attacks would take 11 of your life. Defend: pool cards make combinations, straights and quads, by rank or by profession. 3♥ stays selected: add 2♥ and 4♥. That is a straight by rank and by profession, all Hearts: 3 cards × 2 for the second form × 3 for the flush = 18. Press “Defence”: defence points stop attacks.',
  'draker.lesson.attack': 'Attacks hurt the others, and only an attack may use the common pool. Click your 9♥ and the common 9♦: a quad by rank, worth 2. Press “Attack”.',
  'draker.lesson.effect': 'Every pool card has an effect you may use once a round. K♥ is a Spearman: Phalanx puts a +1 token on a card. Click K♥, press “Activate: Phalanx (cost 1/0)”, then click 3♥. The effect waits on the stack; its cost, 1 attack point, is paid later.',
  'draker.lesson.finish': 'That is your basic turn. Press “Done”.',
  'draker.lesson.pass': 'Now comes the additional phase: in turn, each may place one more card with one new attack and/or defence, or pass; {bot} passed. Pass only when no attack would get through: here your defence is far bigger than {bot}’s 11, so press “Pass”. When an attack would get through, defend first (place a card and declare a defence holding it): the table warns you before a Pass that would cost you life.',
  'draker.lesson.block': 'The stacks resolved: the Guard icon of 3♥ adds 20 to the base of your defence, and your Phalanx put a +1 token on 3♥, so your defence is (4 + 20) × 2 × 3 = 144. Phalanx cost 1 point of your attack (2 → 1). Now {bot}’s attacks come as parcels: meet the 7 with your defence.',
  'draker.lesson.block2': 'Your defence has 137 points left. Meet the 4 too.',
  'draker.lesson.laydown': 'Your defence took both attacks: no damage to you instead of 11. Your last attack point went to {bot} as a parcel: it had no defence and lost 1 life. Laydown: a pool keeps at most 5 cards. Click a card of your pool you can spare, then “Discard …” (or “Discard as suggested”).',
  'draker.lesson.round2': 'Round 2: a new card came to the common pool and one to each hand, and the lead passed to you. Combinations and stacks start anew each round; pools and tokens stay.',
  'draker.lesson.summary': 'Each round: a card to the common pool and to each hand; place a card into your pool and declare combinations (straights and quads by rank or profession; value = cards × 2 for a second form × 3 for a flush, from three cards); attacks may use the common pool; each pool card’s effect once a round, its cost paid from your combinations or your life; attacks go out as parcels, defences meet them (before you pass, make sure no attack gets through); pools go back to 5. The last player with life wins.',
} satisfies Record<string, Entry>;

export const drakerLessonUk: Record<keyof typeof drakerLessonEn, Entry> = {
  'draker.lesson.welcome': 'Вітаємо в «Дракері», драконячому покері! У вас і в гравця {bot} по 30 життя; перемагає останній, у кого лишилося життя. Ваша рука таємна. Ваш пул — картки, які ви з неї кладете, — відкритий, як і пул гравця {bot} та спільний пул (підсвічений). Цей раунд веде {bot}, і він уже зіграв: поклав картку й оголосив дві атаки, 7 і 4, спрямовані на вас (гляньте на його зону).',
  'draker.lesson.place': 'Кожен хід починається з того, що ви кладете одну картку з руки у свій пул. Клацніть 3♥ у руці, потім «Покласти … у пул».',
  'draker.lesson.defence': 'Без захисту атаки гравця {bot} заберуть у вас 11 життя. Захищайтеся: картки пулу складають комбінації — стріти й каре, за рангом або за професією. 3♥ лишається вибраною: додайте 2♥ і 4♥. Це стріт за рангом і за професією, усі черви: 3 картки × 2 за другу форму × 3 за флеш = 18. Натисніть «Захист»: очки захисту зупиняють атаки.',
  'draker.lesson.attack': 'Атаки шкодять іншим, і лише атака може брати картки спільного пулу. Клацніть свою 9♥ і спільну 9♦: каре за рангом, вартістю 2. Натисніть «Атака».',
  'draker.lesson.effect': 'Кожна картка пулу має ефект, який можна застосувати раз за раунд. K♥ — Списник: Фаланга кладе жетон +1 на картку. Клацніть K♥, натисніть «Застосувати: Фаланга (ціна 1/0)», потім клацніть 3♥. Ефект чекає в стопці; його ціну, 1 очко атаки, сплачують пізніше.',
  'draker.lesson.finish': 'Це ваш основний хід. Натисніть «Готово».',
  'draker.lesson.pass': 'Тепер додаткова фаза: по черзі кожен може покласти ще одну картку з новою атакою та/або захистом або пропустити; {bot} пропустив. Пропускайте, лише коли жодна атака не пройде: тут ваш захист набагато більший за 11 очок атак гравця {bot}, тож натисніть «Пропустити». Коли атака пройде, спершу захистіться (покладіть картку й оголосіть захист із нею): стіл попередить вас перед пропуском, що коштуватиме життя.',
  'draker.lesson.block': 'Стопки розіграно: значок Охорони на 3♥ додає 20 до бази вашого захисту, а ваша Фаланга поклала на 3♥ жетон +1, тож ваш захист — (4 + 20) × 2 × 3 = 144. Фаланга коштувала 1 очко вашої атаки (2 → 1). Тепер атаки гравця {bot} б’ють ударами: зустріньте удар на 7 своїм захистом.',
  'draker.lesson.block2': 'У вашому захисті лишилося 137 очок. Зустріньте й удар на 4.',
  'draker.lesson.laydown': 'Ваш захист прийняв обидві атаки: жодної шкоди замість 11. Останнє очко вашої атаки вдарило гравця {bot}: захисту він не мав і втратив 1 життя. Скидання: у пулі лишається щонайбільше 5 карток. Клацніть картку свого пулу, без якої обійдетеся, потім «Скинути …» (або «Скинути, як радять»).',
  'draker.lesson.round2': 'Раунд 2: нова картка прийшла до спільного пулу й по одній — у кожну руку, а ведення перейшло до вас. Комбінації та стопки кожного раунду починаються наново; пули й жетони лишаються.',
  'draker.lesson.summary': 'Кожного раунду: картка до спільного пулу й у кожну руку; кладіть картку в пул і оголошуйте комбінації (стріти й каре за рангом чи професією; вартість = картки × 2 за другу форму × 3 за флеш, від трьох карток); атаки можуть брати спільний пул; ефект кожної картки пулу — раз за раунд, його ціну сплачують з комбінацій або з життя; атаки б’ють ударами, захисти їх зустрічають (перш ніж пропустити, переконайтеся, що жодна атака не пройде); пули повертаються до 5. Перемагає останній, у кого лишилося життя.',
};

// `t` knows these keys (see GameKeys in src/renderer/i18n).
declare module '../../i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys are the interface
  interface GameKeys extends Record<keyof typeof drakerLessonEn, true> {}
}

const sameCards = (a: readonly string[], b: readonly string[]): boolean => [...a].sort().join() === [...b].sort().join();

export const drakerLesson: Lesson<DrakerAction> = {
  steps: [
    { text: 'draker.lesson.welcome', targets: ['panel:0', 'common', 'panel:1'] },
    { text: 'draker.lesson.place', targets: ['card:hearts-3', 'offer:place'], expect: (a) => a.type === 'place' && a.card === 'hearts-3' },
    { text: 'draker.lesson.defence', targets: ['card:hearts-2', 'card:hearts-4', 'offer:defence'], expect: (a) => a.type === 'declare' && a.kind === 'DEF' && sameCards(a.cards, ['hearts-2', 'hearts-3', 'hearts-4']) },
    { text: 'draker.lesson.attack', targets: ['card:hearts-9', 'card:diamonds-9', 'offer:attack'], expect: (a) => a.type === 'declare' && a.kind === 'ATT' && sameCards(a.cards, ['hearts-9', 'diamonds-9']) },
    { text: 'draker.lesson.effect', targets: ['card:hearts-K', 'offer:activate'], expect: (a) => a.type === 'activate' && a.card === 'hearts-K' && a.target === 'hearts-3' },
    { text: 'draker.lesson.finish', targets: ['offer:finish'], expect: (a) => a.type === 'finish' },
    { text: 'draker.lesson.pass', targets: ['offer:pass'], expect: (a) => a.type === 'pass' },
    { text: 'draker.lesson.block', targets: ['offer:block'], expect: (a) => a.type === 'block' && a.combo !== null },
    { text: 'draker.lesson.block2', targets: ['offer:block'], expect: (a) => a.type === 'block' && a.combo !== null },
    { text: 'draker.lesson.laydown', targets: ['controls'], expect: (a) => a.type === 'discard' || a.type === 'discardAuto' },
    { text: 'draker.lesson.round2', targets: ['common', 'panel:1'] },
  ],
  summary: 'draker.lesson.summary',
};
