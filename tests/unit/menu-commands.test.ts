/** The desktop menu's commands, carried out by the page. */
import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../src/renderer/ui/app';
import { runMenuCommand } from '../../src/renderer/ui/menu-commands';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../src/renderer/ui/toast', () => ({ toast: (text: string) => toasts.push(text) }));

function fakeContext(latest: unknown) {
  const calls: string[] = [];
  const ctx = {
    call: async (method: string) => {
      calls.push(method);
      return latest;
    },
    showMenu: () => calls.push('showMenu'),
    showSaves: () => calls.push('showSaves'),
    openTable: (update: unknown, animate: boolean) => calls.push(`openTable ${JSON.stringify(update)} ${animate}`),
  } as unknown as AppContext;
  return { ctx, calls };
}

/** A table element with buttons labelled as given; records which one was clicked. */
function fakeTable(labels: string[]) {
  const clicked: string[] = [];
  const buttons = labels.map((label) => ({ textContent: ` ${label} `, click: () => clicked.push(label) }));
  return { el: { querySelectorAll: () => buttons } as unknown as HTMLElement, clicked };
}

describe('menu commands in the page', () => {
  it('New game opens the game list, Saves the saves, Continue the latest game', async () => {
    const { ctx, calls } = fakeContext({ matchId: 'm1' });
    await runMenuCommand('newGame', ctx, null);
    await runMenuCommand('saves', ctx, null);
    await runMenuCommand('continue', ctx, null);
    expect(calls).toEqual(['showMenu', 'showSaves', 'continueLatest', 'openTable {"matchId":"m1"} false']);
  });

  it('Continue with nothing saved opens nothing', async () => {
    const { ctx, calls } = fakeContext(null);
    await runMenuCommand('continue', ctx, null);
    expect(calls).toEqual(['continueLatest']);
  });

  it("Rules presses the open table's Rules button; without a table it says where the rules are", async () => {
    const { ctx } = fakeContext(null);
    const table = fakeTable(['Hint', 'Rules', 'Undo']);
    await runMenuCommand('rules', ctx, table.el);
    expect(table.clicked).toEqual(['Rules']);
    expect(toasts).toEqual([]);
    await runMenuCommand('rules', ctx, null);
    expect(toasts).toEqual(['Open a game to read its rules.']);
  });
});
