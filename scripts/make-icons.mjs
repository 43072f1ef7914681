/**
 * Draws the app icon from build/icon.svg into the PNG files the installers use: build/icon.png
 * (1024 px; electron-builder makes the Windows .ico and the macOS .icns from it) and build/icons/<n>x<n>.png
 * for Linux. Rendered by Chromium (CHROMIUM_PATH, else /usr/bin/chromium). Run: npm run icons
 * (`-- --out DIR` writes the same files under DIR instead of build/: the README-commands check uses it).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(join(root, 'build/icon.svg'), 'utf8');
const outAt = process.argv.indexOf('--out');
if (outAt >= 0 && !process.argv[outAt + 1]) throw new Error('--out needs a folder.');
const outDir = outAt >= 0 ? resolve(process.argv[outAt + 1]) : join(root, 'build');
const LINUX_SIZES = [16, 32, 48, 64, 128, 256, 512];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  const render = async (size, file) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg style="display:block;width:${size}px;height:${size}px" `)}</body></html>`);
    mkdirSync(dirname(file), { recursive: true });
    await page.screenshot({ path: file, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`wrote ${relative(root, file)}`);
  };
  await render(1024, join(outDir, 'icon.png'));
  for (const size of LINUX_SIZES) await render(size, join(outDir, `icons/${size}x${size}.png`));
} finally {
  await browser.close();
}
