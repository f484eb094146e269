import { renderToStaticMarkup } from 'react-dom/server';
import type { LandingMessages } from '../../i18n/landing/ru';
import type { Locale } from '../../src/domain/constants';
import { translate } from '../../src/i18n/translate';
import { Hero } from '../../src/site/landing/Hero';
import { SiteHeader } from '../../src/site/SiteHeader';
import { SiteContext } from '../../src/site/siteContext';

const cache = new Map<Locale, string>();

/**
 * The landing's header and first screen as HTML, from the same components the browser renders,
 * so the page paints before its JavaScript arrives and crawlers read the headline. The app
 * replaces it with the same markup when it starts.
 */
export const landingSnapshot = (locale: Locale, messages: LandingMessages) => {
  const cached = cache.get(locale);
  if (cached) return cached;
  const tree = { landing: messages };
  const site = {
    locale,
    t: (key: string, vars?: Record<string, string | number>) => translate(tree, locale, key, vars),
    changeLocale: () => undefined,
    fullCatalogue: false,
    requireFullCatalogue: () => undefined,
  };
  const html = renderToStaticMarkup(
    <SiteContext.Provider value={site}>
      <div className="site">
        <SiteHeader signedIn={false} />
        <main id="main" className="site-main site-main-wide">
          <Hero />
        </main>
      </div>
    </SiteContext.Provider>,
  );
  cache.set(locale, html);
  return html;
};
