import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { LOCALES, type Locale } from '../domain/constants';
import { useAuth } from './authContext';

/**
 * The language switch: a button naming the current language and a plain list of the three.
 * No portal, backdrop or animation: a choice closes the list at once, then the page turns.
 */
export const LanguageMenu = () => {
  const { t, locale, changeLocale } = useAuth();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const choose = (next: Locale) => {
    setOpen(false);
    button.current?.focus();
    // Even the language already shown: picking it is a choice the sign-in keeps.
    void changeLocale(next);
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move) {
      event.preventDefault();
      items[(at + move + items.length) % items.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="auth-language" ref={root}>
      <button
        ref={button}
        type="button"
        className="auth-language-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        title={t('app.language.label')}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d={TRANSLATE} />
        </svg>
        <span lang={locale}>{t(`app.language.${locale}`)}</span>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
        </svg>
      </button>
      {open && (
        <div id={menuId} role="menu" aria-label={t('app.language.label')} onKeyDown={onMenuKey}>
          {LOCALES.map((l) => (
            <button
              key={l}
              type="button"
              role="menuitem"
              lang={l}
              aria-current={l === locale}
              tabIndex={-1}
              onClick={() => choose(l)}
            >
              {t(`app.language.${l}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
};

// Material Design's "translate" icon.
const TRANSLATE =
  'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z';
