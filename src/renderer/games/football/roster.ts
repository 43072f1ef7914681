/** The 44 fictional footballers of our deck: surname (Cyrillic, printed on the card), Latin spelling, kit colours. */

const SURNAMES: Array<[string, string]> = [
  ['Вітрогон', 'Vitrohon'],
  ['Швидкоступ', 'Shvydkostup'],
  ['Лелека', 'Leleka'],
  ['Кручений', 'Kruchenyi'],
  ['Дубовик', 'Dubovyk'],
  ['Перепілка', 'Perepilka'],
  ['Гопак', 'Hopak'],
  ['Соловейко', 'Soloveiko'],
  ['Мирошник', 'Myroshnyk'],
  ['Заплава', 'Zaplava'],
  ['Стрибайло', 'Strybailo'],
  ['Колосок', 'Kolosok'],
  ['Бистрицький', 'Bystrytskyi'],
  ['Дзвінчук', 'Dzvinchuk'],
  ['Громовий', 'Hromovyi'],
  ['Чорновус', 'Chornovus'],
  ['Пасічник', 'Pasichnyk'],
  ['Ковиль', 'Kovyl'],
  ['Завірюха', 'Zaviriukha'],
  ['Вовчок', 'Vovchok'],
  ['Горобець', 'Horobets'],
  ['Тополя', 'Topolia'],
  ['Криниця', 'Krynytsia'],
  ['Жайворонок', 'Zhaivoronok'],
  ['Бурлака', 'Burlaka'],
  ['Козачок', 'Kozachok'],
  ['Вишняк', 'Vyshniak'],
  ['Сокирко', 'Sokyrko'],
  ['Ластівка', 'Lastivka'],
  ['Дніпренко', 'Dniprenko'],
  ['Яворський', 'Yavorskyi'],
  ['Бережний', 'Berezhnyi'],
  ['Мостовий', 'Mostovyi'],
  ['Коломиєць', 'Kolomyiets'],
  ['Палій', 'Palii'],
  ['Стецюк', 'Stetsiuk'],
  ['Хмара', 'Khmara'],
  ['Ярошевич', 'Yaroshevych'],
  ['Очеретько', 'Ocheretko'],
  ['Калинюк', 'Kalyniuk'],
  ['Сніжко', 'Snizhko'],
  ['Боровик', 'Borovyk'],
  ['Підкова', 'Pidkova'],
  ['Світанок', 'Svitanok'],
];

const KIT = [
  0xd32f2f, // red
  0xfafafa, // white
  0x1565c0, // blue
  0xfdd835, // yellow
  0x2e7d32, // green
  0x212121, // black
  0xef6c00, // orange
  0x4fc3f7, // sky
  0x880e4f, // claret
  0x1a237e, // navy
  0x6a1b9a, // purple
  0x9e9d24, // olive
];
const SKIN = [0xf1c7a5, 0xe0ac83, 0xc68a62, 0x8d5a3b, 0xf5d5bd];
const HAIR = [0x3e2723, 0x1b1b1b, 0xc9a24a, 0x8d4a24, 0x5d4037, 0xe0c068];

export interface Footballer {
  number: number;
  surname: string;
  latin: string;
  shirt: number;
  trim: number;
  skin: number;
  hair: number;
}

const SHIFTS = [5, 7, 3, 1];

export const ROSTER: Footballer[] = SURNAMES.map(([surname, latin], i) => {
  const shirtIdx = i % 12;
  const trimIdx = (shirtIdx + SHIFTS[Math.floor(i / 12)]!) % 12;
  return {
    number: i + 1,
    surname,
    latin,
    shirt: KIT[shirtIdx]!,
    trim: KIT[trimIdx]!,
    skin: SKIN[(i * 3) % SKIN.length]!,
    hair: HAIR[(i * 5 + 1) % HAIR.length]!,
  };
});

export function footballer(n: number): Footballer {
  return (
    ROSTER[n - 1] ?? { number: n, surname: `№${n}`, latin: `No. ${n}`, shirt: 0x888888, trim: 0xffffff, skin: SKIN[0]!, hair: HAIR[0]! }
  );
}
