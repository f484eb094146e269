import { existsSync, readFileSync } from 'node:fs';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/domain/constants';
import { followManifestLanguage, manifestUrl } from '../../src/pwa';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

const manifestOf = (locale: string) =>
  JSON.parse(readFileSync(`public${manifestUrl(locale)}`, 'utf8')) as Record<string, unknown> & {
    icons: ManifestIcon[];
  };

/** A PNG's width and height, from its header. */
const pngSize = (file: string) => {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
};

describe('the web app manifests', () => {
  it.each(LOCALES)('%s: installable as a standalone app that opens the staff app', (locale) => {
    const manifest = manifestOf(locale);
    expect(manifest).toMatchObject({
      lang: locale,
      short_name: 'Arenda CRM',
      start_url: '/home/index',
      scope: '/',
      display: 'standalone',
      theme_color: '#1f4e79',
    });
    expect(manifest.name).toMatch(/^Arenda CRM — /);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    // One identity whatever the language it was installed in.
    expect(manifest.id).toBe(manifestOf('ru').id);
  });

  it('names the app in each language', () => {
    const names = LOCALES.map((locale) => manifestOf(locale).name);
    expect(new Set(names).size).toBe(LOCALES.length);
    expect(manifestOf('kk').name).toBe('Arenda CRM — коммерциялық жылжымайтын мүлік');
  });

  it('has 192 and 512 pixel icons and a maskable one, each a PNG of its size', () => {
    for (const locale of LOCALES) {
      const icons = manifestOf(locale).icons;
      const png = (size: string, purpose: string) =>
        icons.find(
          (icon) =>
            icon.type === 'image/png' &&
            icon.sizes === size &&
            (icon.purpose ?? 'any').split(' ').includes(purpose),
        );
      for (const icon of [
        png('192x192', 'any'),
        png('512x512', 'any'),
        png('512x512', 'maskable'),
      ]) {
        expect(icon).toBeDefined();
        const file = `public${icon?.src}`;
        expect(existsSync(file)).toBe(true);
        expect(pngSize(file)).toBe(icon?.sizes);
      }
    }
  });

  it('is linked from the page', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.ru.webmanifest" />');
  });
});

describe('the manifest follows the language', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.documentElement.lang = 'ru';
  });

  it('switches the link when the page’s language changes', async () => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest.ru.webmanifest" />';
    document.documentElement.lang = 'kk';
    followManifestLanguage();
    const link = document.querySelector('link[rel="manifest"]');
    expect(link).toHaveAttribute('href', '/manifest.kk.webmanifest');
    document.documentElement.lang = 'en';
    await waitFor(() => expect(link).toHaveAttribute('href', '/manifest.en.webmanifest'));
    document.documentElement.lang = 'xx';
    await waitFor(() => expect(link).toHaveAttribute('href', '/manifest.ru.webmanifest'));
  });
});
