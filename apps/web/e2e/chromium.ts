import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's headless shell of Chromium when installed (what Playwright itself runs headless: the specs took 40% less time
 * in it than in the full browser), else Debian's full Chromium; `CHROMIUM_PATH` names another. Playwright never
 * downloads a browser here.
 */
function headlessChromium() {
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
}

/** How every browser test launches Chromium: the browser suite and the deployment suite alike. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? headlessChromium(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
