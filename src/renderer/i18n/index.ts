import type { Language } from '../../common/contract';
import { en, type Entry, type Key } from './en';
import { uk } from './uk';

export type { Key };
type Params = Record<string, string | number>;

const dictionaries: Record<Language, Record<Key, Entry>> = { en, uk };
let current: Language = 'en';
const listeners = new Set<() => void>();
const pluralRules: Record<Language, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  uk: new Intl.PluralRules('uk'),
};

export function language(): Language {
  return current;
}

export function setLanguage(lang: Language): void {
  if (lang === current) return;
  current = lang;
  document.documentElement.lang = lang;
  document.title = t('app.title');
  for (const l of listeners) l();
}

/** Called after every language change (screens re-render their text). */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasKey(key: string): key is Key {
  return Object.prototype.hasOwnProperty.call(en, key);
}

function fill(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** The text of `key` in the current language, with `{param}` filled in. Plural entries read `params.count`. */
export function t(key: Key, params?: Params): string {
  const entry = dictionaries[current][key] ?? en[key];
  if (typeof entry === 'string') return fill(entry, params);
  const count = Number(params?.count ?? 0);
  const category = pluralRules[current].select(count) as keyof typeof entry;
  return fill(entry[category] ?? entry.other, params);
}

/** Text for a key built at run time (error codes, option names); `fallback` when the key is unknown. */
export function tOr(key: string, fallback: string, params?: Params): string {
  return hasKey(key) ? t(key, params) : fallback;
}

export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(current === 'uk' ? 'uk-UA' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/** "Olena, Petro and Bot 1" in the current language. */
export function formatList(items: string[]): string {
  return new Intl.ListFormat(current === 'uk' ? 'uk' : 'en', { style: 'long', type: 'conjunction' }).format(items);
}

const englishOrdinals = new Intl.PluralRules('en', { type: 'ordinal' });
const ENGLISH_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/**
 * A number as an ordinal: "3rd" in English; in Ukrainian with the feminine ending (перемога: 1-ша, 2-га,
 * 3-тя, 4-та, 7-ма, 8-ма, 11-та, 40-ва, 1000-на), the ending following the last word of the number.
 */
export function ordinalFeminine(n: number, lang: Language = current): string {
  if (lang === 'en') return `${n}${ENGLISH_SUFFIX[englishOrdinals.select(n)] ?? 'th'}`;
  const lastTwo = n % 100;
  const last = n % 10;
  let ending: string;
  if (lastTwo >= 10 && lastTwo <= 19) ending = 'та'; // одинадцята ... дев'ятнадцята
  else if (last !== 0) ending = ['', 'ша', 'га', 'тя', 'та', 'та', 'та', 'ма', 'ма', 'та'][last]!;
  else if (n % 1000 === 0) ending = 'на'; // тисячна
  else if (lastTwo === 40) ending = 'ва'; // сорокова
  else ending = 'та'; // двадцята, сота
  return `${n}-${ending}`;
}
