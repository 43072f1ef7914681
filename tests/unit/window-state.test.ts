/** The remembered window: read back safely, and kept on a visible screen. */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { placeWindow, readWindowState, rememberWindowState, WINDOW_SIZE } from '../../src/main/window-state';

const PRIMARY = { x: 0, y: 0, width: 1920, height: 1040 };
const RIGHT = { x: 1920, y: 0, width: 1280, height: 984 };

describe('window state', () => {
  it('is written when the window closes and read back', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'card-table-win-')), 'window-state.json');
    let onClose: () => void = () => {};
    rememberWindowState(
      { on: (_e, fn) => (onClose = fn), isMaximized: () => true, isFullScreen: () => false, getNormalBounds: () => ({ x: -30, y: 20, width: 1000, height: 700 }) },
      file,
    );
    expect(readWindowState(file)).toBeNull();
    onClose();
    expect(readWindowState(file)).toEqual({ x: -30, y: 20, width: 1000, height: 700, maximized: true });
  });

  it('a missing, damaged or nonsensical file gives the defaults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'card-table-win-'));
    expect(readWindowState(join(dir, 'none.json'))).toBeNull();
    for (const text of ['{oops', '[]', 'null', '{"width":"wide","height":600}', '{"width":0,"height":600}', '{"width":1.5,"height":600}']) {
      writeFileSync(join(dir, 'w.json'), text);
      expect(readWindowState(join(dir, 'w.json')), text).toBeNull();
    }
    writeFileSync(join(dir, 'w.json'), '{"width":1000,"height":700,"x":"left"}');
    expect(readWindowState(join(dir, 'w.json'))).toEqual({ width: 1000, height: 700, maximized: false });
    expect(placeWindow(null, [PRIMARY])).toEqual({ width: WINDOW_SIZE.width, height: WINDOW_SIZE.height, maximized: false });
  });

  it('keeps a place on any screen, including a second one, and one partly off screen whose title strip shows', () => {
    const onRight = { x: 2000, y: 100, width: 1000, height: 700, maximized: false };
    expect(placeWindow(onRight, [PRIMARY, RIGHT])).toEqual(onRight);
    const partly = { x: -800, y: 300, width: 1000, height: 700, maximized: true };
    expect(placeWindow(partly, [PRIMARY])).toEqual(partly);
  });

  it('drops a place no screen shows (monitor unplugged, title bar above the screen) and shrinks the size to the primary screen', () => {
    expect(placeWindow({ x: 2000, y: 100, width: 1000, height: 700, maximized: false }, [PRIMARY])).toEqual({ width: 1000, height: 700, maximized: false });
    expect(placeWindow({ x: 100, y: -500, width: 1000, height: 700, maximized: false }, [PRIMARY])).toEqual({ width: 1000, height: 700, maximized: false });
    expect(placeWindow({ x: 0, y: 0, width: 3000, height: 2000, maximized: false }, [PRIMARY])).toEqual({ x: 0, y: 0, width: 1920, height: 1040, maximized: false });
    expect(placeWindow({ width: 300, height: 200, maximized: false }, [PRIMARY])).toEqual({ width: WINDOW_SIZE.minWidth, height: WINDOW_SIZE.minHeight, maximized: false });
  });
});
