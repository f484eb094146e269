/** Debian's Chromium (or CHROMIUM_PATH); null when there is none. */
export declare const findChromium: () => string | null;
