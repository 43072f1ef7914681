/**
 * A Draker save played under earlier rules that no longer replay: the saves screen sets it aside and
 * says so (not "changed outside Card Table"), in English with the game and the revisions, in Ukrainian
 * as the kind of problem; the notice names the file it was set aside as.
 */
import { expect, test } from '@playwright/test';
import { createConfSaveStore } from '../../src/main/saves/store';
import { oldRulesDrakerSave } from '../fixtures/draker-save';
import { openMenu, setSettings } from './helpers';

const write = (id: string) => createConfSaveStore(process.env.CARD_TABLE_E2E_DATA!).write(id, oldRulesDrakerSave(id));

test('a save of earlier rules is set aside as such, with a notice naming the file, in English and Ukrainian', async ({ page }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  const en = `draker-oldrules-en-${process.pid}`;
  write(en);
  await page.getByRole('button', { name: 'Saves' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`${en}\\.save\\.json\\.corrupt-.*: This Draker game was played under an earlier version of its rules \\(revision 1; this version plays 3\\), so its moves can no longer be replayed`) })).toBeVisible();
  const notice = page.locator('.toast').filter({ hasText: `A saved game could not be opened and was set aside as` });
  await expect(notice).toContainText(`${en}.save.json.corrupt-`);
  await expect(notice).toContainText('earlier version of its rules');
  await expect(page.getByText(/changed outside Card Table/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Back', exact: true }).click();

  await setSettings(page, 'Українська', 'Миттєво');
  const uk = `draker-oldrules-uk-${process.pid}`;
  write(uk);
  await page.getByRole('button', { name: 'Збереження' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`${uk}\\.save\\.json\\.corrupt-.*: Цю партію зіграно за попередньою версією правил гри`) })).toBeVisible();
  await expect(page.locator('.toast').filter({ hasText: `${uk}.save.json.corrupt-` })).toContainText('Збережену гру не вдалося відкрити, тож її відкладено вбік як');
  await page.getByRole('button', { name: 'Назад', exact: true }).click();
  await setSettings(page, 'English', 'Instant');
});
