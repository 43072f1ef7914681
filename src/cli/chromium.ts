/**
 * The Chromium the benches and the pictures drive: Debian's (`CHROMIUM_PATH` names another), headless,
 * without the sandbox (it runs as a plain user in containers), the GPU or sound.
 */
import { chromium, type Browser } from '@playwright/test';

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--mute-audio', ...extraArgs],
  });
}
