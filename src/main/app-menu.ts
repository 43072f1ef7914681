/**
 * The application menu: Game (New game, Continue, Saves, Quit), Edit, View (Full screen, zoom) and
 * Help (Rules of the current game, About), with their keyboard shortcuts. Commands the page carries out
 * are pushed to it as `{ kind: 'menu', command }`; Full screen and About are handled here.
 * Electron's types only: the caller builds the menu, so this module loads without the Electron runtime.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../common/contract';

export interface AppMenuHooks {
  /** Product name, shown in the macOS application menu and in About. */
  appName: string;
  isMac: boolean;
  /** Pushes a command to the page. */
  send(command: MenuCommand): void;
  toggleFullScreen(): void;
  showAbout(): void;
}

export function appMenuTemplate(hooks: AppMenuHooks): MenuItemConstructorOptions[] {
  const { appName, isMac, send } = hooks;
  const about: MenuItemConstructorOptions = { label: `About ${appName}`, click: () => hooks.showAbout() };
  const macApp: MenuItemConstructorOptions[] = isMac
    ? [{ label: appName, submenu: [about, { type: 'separator' }, { role: 'services' }, { type: 'separator' }, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, { type: 'separator' }, { role: 'quit' }] }]
    : [];
  return [
    ...macApp,
    {
      label: 'Game',
      submenu: [
        { label: 'New game', accelerator: 'CmdOrCtrl+N', click: () => send('newGame') },
        { label: 'Continue', accelerator: 'CmdOrCtrl+R', click: () => send('continue') },
        { label: 'Saves', accelerator: 'CmdOrCtrl+O', click: () => send('saves') },
        ...(isMac ? [] : ([{ type: 'separator' }, { role: 'quit', accelerator: 'CmdOrCtrl+Q' }] as MenuItemConstructorOptions[])),
      ],
    },
    {
      label: 'Edit',
      submenu: [{ role: 'undo' }, { role: 'redo' }, { type: 'separator' }, { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' }],
    },
    {
      label: 'View',
      submenu: [
        { label: 'Full screen', accelerator: isMac ? 'Ctrl+Command+F' : 'F11', click: () => hooks.toggleFullScreen() },
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
      ],
    },
    {
      label: 'Help',
      submenu: [{ label: 'Rules of the current game', accelerator: 'F1', click: () => send('rules') }, ...(isMac ? [] : [{ type: 'separator' } as const, about])],
    },
  ];
}

/** The text of the About box. */
export function aboutText(appName: string, version: string): { message: string; detail: string } {
  return {
    message: `${appName} ${version}`,
    detail: 'Card games at one computer, hotseat or against honest bots.\n\nLicence: GNU General Public License, version 3 or later (GPL-3.0-or-later).',
  };
}
