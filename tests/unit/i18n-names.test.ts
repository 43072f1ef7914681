/**
 * Names the app gave players follow the language when shown (a saved Ukrainian lesson in an English list);
 * names people typed stay as typed; the joiner of a list is the current language's; card buttons are named
 * in the current language.
 */
import { afterAll, describe, expect, it } from 'vitest';
import '../../src/renderer/games';
import { formatList, isDefaultName, setLanguage, shownName } from '../../src/renderer/i18n';
import { cardButtonName } from '../../src/renderer/table/card-buttons';

(globalThis as { document?: unknown }).document = { documentElement: {}, title: '' };

describe('shown names', () => {
  afterAll(() => setLanguage('en'));

  it('a default name of either language is shown in the current one; a typed name as typed', () => {
    setLanguage('en');
    expect(formatList(['Олена', 'Бот'].map(shownName))).toBe('Olena and Bot');
    expect(formatList(['Петро', 'Бот 2', 'Оксана'].map(shownName))).toBe('Petro, Bot 2, and Оксана');
    setLanguage('uk');
    expect(formatList(['Olena', 'Bot'].map(shownName))).toBe('Олена і Бот');
    expect(shownName('Bot 12')).toBe('Бот 12');
    expect(shownName('Bottle 1')).toBe('Bottle 1');
    expect(shownName('Bot x')).toBe('Bot x');
  });

  it('the setup form treats the same names as defaults', () => {
    expect(['Olena', 'Андрій', 'Bot 3', 'Бот 1', 'Bot'].every(isDefaultName)).toBe(true);
    expect(['Ann', 'Olena K', 'Bot 3a'].some(isDefaultName)).toBe(false);
  });

  it('a card button is named in the current language: what it is, where it lies, what it can do', () => {
    const spec = { label: 'card hand athletics 8', description: 'Легка атлетика 8', enabled: true, can: '' };
    setLanguage('uk');
    expect(cardButtonName({ ...spec, can: undefined })).toBe('Легка атлетика 8, у вашій руці, можна вибрати');
    expect(cardButtonName({ ...spec, enabled: false })).toBe('Легка атлетика 8, у вашій руці');
    expect(cardButtonName({ label: 'draw pile 3', description: '' })).toBe('draw pile 3');
    setLanguage('en');
    expect(cardButtonName({ ...spec, description: 'Athletics 8', can: 'can be laid out' })).toBe('Athletics 8, in your hand, can be laid out');
    // not in the hand: no place said; an opponent's card by its key
    expect(cardButtonName({ label: 'pile 1 top red 7', description: 'Pile 1: red 7', enabled: false })).toBe('Pile 1: red 7');
    expect(cardButtonName({ label: 'card Bo hand boxing 3', description: 'Boxing 3', enabled: true })).toBe('Boxing 3, can be picked');
  });
});
