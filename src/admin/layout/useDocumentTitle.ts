import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { RESOURCES } from '../../resources/registry';

/** The id of the app bar's title, where every page's `<Title>` is drawn. */
const TITLE_ID = 'react-admin-title';

/**
 * The browser tab names the page, its section and the product ("№ 312 · Журнал заявок ·
 * Arenda CRM"): the page's own title as the app bar shows it, followed as it changes.
 */
export const useDocumentTitle = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const resource = RESOURCES.find((r) => r.name === pathname.split('/')[1]);
  const section = resource ? translate(`resources.${resource.name}.name`, { smart_count: 2 }) : '';
  useEffect(() => {
    const bar = document.getElementById(TITLE_ID);
    const update = () => {
      const parts = [bar?.textContent?.trim(), section, translate('app.name')];
      document.title = parts.filter((p, i) => p && parts.indexOf(p) === i).join(' · ');
    };
    update();
    if (!bar) return;
    const observer = new MutationObserver(update);
    observer.observe(bar, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [section, translate]);
};
