import { existsSync } from 'node:fs';

const first = (candidates) => candidates.find((path) => path && existsSync(path)) ?? null;

/** Debian's Chromium (or CHROMIUM_PATH); null when there is none. */
export const findChromium = () =>
  first([process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']);

/**
 * The browser the end-to-end tests drive: CHROMIUM_PATH, else Debian's headless shell (the same
 * engine without a window system: about a quarter less time per page), else Chromium.
 */
export const findTestBrowser = () =>
  first([process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell']) ?? findChromium();
