import createCache, { type StylisPlugin } from '@emotion/cache';

/** Properties that a supported browser (Safari) still reads only under `-webkit-`. */
const WEBKIT_ONLY = new Set(['user-select', 'backdrop-filter', 'hyphens', 'box-decoration-break']);

/**
 * The vendor prefixes a supported browser still needs, instead of Emotion's default prefixer,
 * which writes every flexbox, transition and transform rule two to four times over for
 * browsers from before 2018: a quarter of each screen's CSS, compiled and then parsed by the
 * browser inside the screen's first render. `color-adjust` (print) is also Chromium's and
 * Safari's `-webkit-print-color-adjust`, as the default prefixer writes it.
 */
const webkitPrefixes: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return) return;
  if (WEBKIT_ONLY.has(element.props as string)) {
    element.return = `-webkit-${element.value}${element.value}`;
  } else if (element.props === 'color-adjust') {
    element.return = `-webkit-print-${element.value}${element.value}`;
  }
};

/** The staff app's style cache: Emotion's own (the same `css` class names), with those prefixes. */
export const styleCache = createCache({ key: 'css', stylisPlugins: [webkitPrefixes] });
