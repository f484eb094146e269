import { useEffect, useState } from 'react';
import type { LegalTexts } from '../../i18n/legal/ru';
import type { Locale } from '../domain/constants';
import { SiteShell } from './SiteShell';
import { useSite } from './siteContext';

const loadLegal = async (locale: Locale): Promise<LegalTexts> => {
  switch (locale) {
    case 'kk':
      return (await import('../../i18n/legal/kk')).default;
    case 'en':
      return (await import('../../i18n/legal/en')).default;
    default:
      return (await import('../../i18n/legal/ru')).default;
  }
};

/** `/terms-of-service` and `/privacy-policy` in the chosen language. */
const LegalPage = ({ document: which }: { document: keyof LegalTexts }) => {
  const { locale } = useSite();
  const [texts, setTexts] = useState<LegalTexts | null>(null);
  useEffect(() => {
    void loadLegal(locale).then(setTexts);
  }, [locale]);
  const doc = texts?.[which];
  useEffect(() => {
    if (doc) document.title = doc.title;
  }, [doc]);
  return (
    <SiteShell>
      {doc && (
        <article className="legal">
          <h1>{doc.title}</h1>
          <p className="muted">{doc.updated}</p>
          <p>{doc.intro}</p>
          {doc.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
        </article>
      )}
    </SiteShell>
  );
};

export default LegalPage;
