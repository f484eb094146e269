import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { LOCALES, STORAGE_KEYS } from '../src/domain/constants';
import { findChromium } from './chromium.mjs';

/**
 * `npm run screenshots -- [base URL]`: photographs the running product (demo data, signed in as
 * the demo landlord) in each language and writes the landing's pictures to `public/landing/`
 * as WebP (and the requests journal as each language's Open Graph JPEG). Run it against `npm start` after a visible change to these screens.
 */
const BASE = process.argv[2] ?? 'http://127.0.0.1:3000';
const SCREENS = [
  { name: 'requests', path: '/requests-journal' },
  { name: 'waiting', path: '/application-forms' },
  { name: 'qr', path: '/settings?tab=qr' },
];
const SIZE = { width: 1280, height: 800 };
/** The browser's own language too, for its native controls (date inputs). */
const BROWSER_LOCALE = { ru: 'ru-RU', kk: 'kk-KZ', en: 'en-GB' } as const;

const save = (name: string, base64: string) => {
  const file = `public/landing/${name}`;
  writeFileSync(file, Buffer.from(base64, 'base64'));
  process.stdout.write(`${file}\n`);
};

const signIn = async () => {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'landlord', password: 'demo12345', remember: true }),
  });
  if (!res.ok) throw new Error(`Sign-in failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
};

const main = async () => {
  const token = await signIn();
  const { version } = (await (await fetch(`${BASE}/api/version`)).json()) as { version: string };
  const browser = await chromium.launch({
    executablePath: findChromium() ?? undefined,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const locale of LOCALES) {
      const context = await browser.newContext({
        viewport: SIZE,
        timezoneId: 'Asia/Almaty',
        locale: BROWSER_LOCALE[locale],
      });
      await context.addInitScript(
        ([keys, values]) => {
          localStorage.setItem(keys.token, values.token);
          localStorage.setItem(keys.language, values.locale);
          localStorage.setItem(keys.version, values.version);
        },
        [STORAGE_KEYS, { token, locale, version }] as const,
      );
      const page = await context.newPage();
      for (const screen of SCREENS) {
        await page.goto(`${BASE}${screen.path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(800);
        const png = (await page.screenshot()).toString('base64');
        const encoded = await page.evaluate(async (data) => {
          const image = new Image();
          image.src = `data:image/png;base64,${data}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          canvas.getContext('2d')?.drawImage(image, 0, 0);
          // No helper function here: the bundler would name it, and the page has no `__name`.
          return {
            webp: canvas.toDataURL('image/webp', 0.8).split(',')[1],
            jpeg: canvas.toDataURL('image/jpeg', 0.8).split(',')[1],
          };
        }, png);
        save(`${screen.name}-${locale}.webp`, encoded.webp);
        // Link previews (Open Graph) are not sure to read WebP.
        if (screen.name === 'requests') save(`og-${locale}.jpg`, encoded.jpeg);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
};

void main();
