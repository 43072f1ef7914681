/**
 * The phone page follows the phone's own settings: with prefers-contrast: more it takes the high-contrast
 * colours (solid edges, no faded text), with prefers-reduced-motion: reduce nothing on it moves or fades,
 * and the accessibility checker still finds nothing serious either way. Its own button turns high contrast
 * on or off on that phone, whatever the system says, and the phone remembers it.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openMenu, setSettings, smallFootballForm, startFootball } from './helpers';
import { invitePhones, openPhone, waitForSeat } from './party-helpers';

/** The computed styles the two settings change, on the seat's buttons, its status and the grid's edge arrows. */
async function phoneStyles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const of = (selector: string, pseudo?: string): CSSStyleDeclaration => getComputedStyle(document.querySelector(selector)!, pseudo);
    return {
      highContrast: String(document.documentElement.classList.contains('high-contrast')),
      buttonBorder: of('.lang').borderTopWidth,
      statusBorder: of('.ph-status').borderTopWidth,
      noteColour: of('.ph-who span').color,
      arrowTransition: of('.ph-grid-wrap', '::after').transitionDuration,
    };
  });
}

async function axeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the phone page: high contrast and reduced motion from the phone\'s settings', async ({ page, browser }) => {
  await openMenu(page);
  await setSettings(page, 'English', 'Instant');
  await startFootball(page, [{ kind: 'human', name: 'Olena' }, { kind: 'human', name: 'Petro' }], 3, smallFootballForm(2, 4, [2, 1], { yellow: 1 }, { 'First player': '0' }));
  const urls = await invitePhones(page);
  const phone = await openPhone(browser, urls[0]!);
  await phone.page.emulateMedia({ contrast: 'no-preference', reducedMotion: 'no-preference' });
  await waitForSeat(phone.page, 'Olena');
  await expect(phone.page.locator('.ph-grid-wrap')).toBeVisible();
  const standard = await phoneStyles(phone.page);
  expect(standard).toMatchObject({ highContrast: 'false', buttonBorder: '1px', statusBorder: '0px', arrowTransition: '0.2s' });

  await phone.page.emulateMedia({ contrast: 'more', reducedMotion: 'reduce' });
  await expect(phone.page.locator('html')).toHaveClass(/high-contrast/);
  const asked = await phoneStyles(phone.page);
  expect(asked).toMatchObject({ highContrast: 'true', buttonBorder: '2px', statusBorder: '2px', arrowTransition: '0s' });
  // the seat's note is no longer faded
  expect(asked.noteColour).toBe('rgb(255, 255, 255)');
  expect(standard.noteColour).not.toBe(asked.noteColour);
  await phone.page.screenshot({ path: 'test-results/phone-high-contrast.png' });
  expect(await axeFindings(phone.page), 'phone in high contrast').toEqual([]);

  // back to the system's defaults: the page follows again without a reload
  await phone.page.emulateMedia({ contrast: 'no-preference', reducedMotion: 'no-preference' });
  await expect(phone.page.locator('html')).not.toHaveClass(/high-contrast/);
  expect(await phoneStyles(phone.page)).toEqual(standard);

  // the phone's own button: high contrast without the system's setting, kept by this browser across a reload
  const toggle = phone.page.getByTestId('contrast-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(phone.page.locator('html')).toHaveClass(/high-contrast/);
  await expect(phone.page.getByTestId('contrast-toggle')).toHaveAttribute('aria-pressed', 'true');
  expect(await phoneStyles(phone.page)).toMatchObject({ highContrast: 'true', buttonBorder: '2px', statusBorder: '2px' });
  await phone.page.screenshot({ path: 'test-results/phone-contrast-button.png' });
  await phone.page.reload();
  await waitForSeat(phone.page, 'Olena');
  await expect(phone.page.locator('html')).toHaveClass(/high-contrast/);
  // turned off there, it stays off even when the system asks for more
  await phone.page.getByTestId('contrast-toggle').click();
  await expect(phone.page.locator('html')).not.toHaveClass(/high-contrast/);
  await phone.page.emulateMedia({ contrast: 'more' });
  await phone.page.reload();
  await waitForSeat(phone.page, 'Olena');
  await expect(phone.page.getByTestId('contrast-toggle')).toHaveAttribute('aria-pressed', 'false');
  await expect(phone.page.locator('html')).not.toHaveClass(/high-contrast/);
  await phone.context.close();
  await page.getByRole('dialog', { name: 'Invite phones' }).getByRole('button', { name: 'Close' }).click();
});
