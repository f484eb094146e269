/** Debian's Chromium (or CHROMIUM_PATH); null when there is none. */
export declare const findChromium: () => string | null;
/** The end-to-end tests' browser: CHROMIUM_PATH, Debian's headless shell, or Chromium. */
export declare const findTestBrowser: () => string | null;
