/**
 * The window's size, position and maximised state, remembered between runs in `window-state.json`
 * (user data folder). A remembered position that no longer lies on a visible screen (a monitor was
 * unplugged, the resolution shrank) is dropped so the window opens centred on the primary screen.
 * Electron is passed in (window and screen), so this module loads without the Electron runtime.
 */
import { writeFileAtomic } from './saves/atomic';
import { readRegularFile } from './saves/safe-read';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  width: number;
  height: number;
  /** Absent: let the system centre the window. */
  x?: number;
  y?: number;
  maximized: boolean;
}

export interface WindowSize {
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
}

export const WINDOW_SIZE: WindowSize = { width: 1280, height: 800, minWidth: 900, minHeight: 600 };
export const WINDOW_STATE_FILE = 'window-state.json';
/** How much of the window (its top strip, where the title bar is) must show on a screen to count as visible. */
const VISIBLE_WIDTH = 120;
const VISIBLE_HEIGHT = 40;

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** The largest window-state file read (it holds five numbers). */
const MAX_WINDOW_STATE_BYTES = 4096;

/**
 * Reads the remembered state; a missing or damaged file gives null (the defaults apply), and so does a
 * link, a pipe, a device or a large file in its place (never followed, opened or read to the end).
 */
export function readWindowState(file: string): WindowState | null {
  let raw: unknown;
  try {
    const read = readRegularFile(file, MAX_WINDOW_STATE_BYTES);
    if (!read) return null;
    raw = JSON.parse(read.bytes.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (!isInt(r.width) || !isInt(r.height) || r.width <= 0 || r.height <= 0) return null;
  const state: WindowState = { width: r.width, height: r.height, maximized: r.maximized === true };
  if (isInt(r.x) && isInt(r.y)) {
    state.x = r.x;
    state.y = r.y;
  }
  return state;
}

function visibleOn(bounds: Rect, area: Rect): boolean {
  const left = Math.max(bounds.x, area.x);
  const right = Math.min(bounds.x + bounds.width, area.x + area.width);
  const top = Math.max(bounds.y, area.y);
  const bottom = Math.min(bounds.y + VISIBLE_HEIGHT, area.y + area.height);
  return right - left >= Math.min(VISIBLE_WIDTH, bounds.width) && bottom - top >= Math.min(VISIBLE_HEIGHT, bounds.height);
}

/**
 * The bounds to open the window with: the remembered ones if their title strip shows on one of the
 * screens' work areas, else the remembered size (shrunk to fit the primary screen) without a position.
 */
export function placeWindow(saved: WindowState | null, workAreas: Rect[], size: WindowSize = WINDOW_SIZE): WindowState {
  if (!saved) return { width: size.width, height: size.height, maximized: false };
  const primary = workAreas[0];
  const fit = (n: number, min: number, max: number | undefined) => Math.max(min, max === undefined ? n : Math.min(n, max));
  const width = fit(saved.width, size.minWidth, primary?.width);
  const height = fit(saved.height, size.minHeight, primary?.height);
  const placed: WindowState = { width, height, maximized: saved.maximized };
  if (saved.x !== undefined && saved.y !== undefined) {
    const bounds = { x: saved.x, y: saved.y, width, height };
    if (workAreas.some((area) => visibleOn(bounds, area))) {
      placed.x = saved.x;
      placed.y = saved.y;
    }
  }
  return placed;
}

export interface TrackedWindow {
  on(event: 'close', listener: () => void): unknown;
  isMaximized(): boolean;
  isFullScreen(): boolean;
  getNormalBounds(): Rect;
}

/** Saves the window's normal (not maximised) bounds and whether it is maximised when it closes. */
export function rememberWindowState(win: TrackedWindow, file: string): void {
  win.on('close', () => {
    const { x, y, width, height } = win.getNormalBounds();
    const state: WindowState = { x, y, width, height, maximized: win.isMaximized() || win.isFullScreen() };
    try {
      writeFileAtomic(file, JSON.stringify(state));
    } catch {
      // Not remembering the window is no reason to stop the app from closing.
    }
  });
}
