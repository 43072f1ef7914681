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
