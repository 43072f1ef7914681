/** What the desktop menu's items (and their shortcuts) do in the page. */
import type { MenuCommand } from '../../common/contract';
import { t } from '../i18n';
import type { AppContext } from './app';
import { toast } from './toast';

/** `table`: the element holding the open table, or null when no table is open. */
export async function runMenuCommand(command: MenuCommand, ctx: AppContext, table: HTMLElement | null): Promise<void> {
  switch (command) {
    case 'newGame':
      // The game list is where a new game is chosen.
      ctx.showMenu();
      return;
    case 'continue': {
      const update = await ctx.call('continueLatest', null);
      if (update) ctx.openTable(update, false);
      return;
    }
    case 'saves':
      ctx.showSaves();
      return;
    case 'rules': {
      // Every table has its own Rules button; the menu item presses it.
      const rules = table ? [...table.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === t('menu.rules')) : undefined;
      if (rules) rules.click();
      else toast(t('menu.rulesAtTable'), 'info');
      return;
    }
  }
}
