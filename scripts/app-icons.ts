import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';

/**
 * `npm run icons`: draws the installed app's icons (`public/icons/`, named in the manifests)
 * from the favicon's design (`public/favicon.svg`) with headless Chromium: the icon as it is at
 * 192 and 512 pixels, and a maskable 512 one, whose background fills the square (a launcher
 * cuts it to its own shape) and whose house keeps inside the middle 80% circle that any shape
 * keeps. Run it after a change to the favicon; the PNGs are committed.
 */
const favicon = readFileSync('public/favicon.svg', 'utf8');
const inner = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const glyph = inner.replace(/<title>.*?<\/title>/, '').replace(/<rect width="64"[^>]*\/>/, '');
const background = favicon.match(/<rect width="64"[^>]*fill="([^"]+)"/)?.[1] ?? '#1f4e79';

const svg = (size: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">${body}</svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, body: inner },
  { file: 'icon-512.png', size: 512, body: inner },
  {
    file: 'icon-maskable-512.png',
    size: 512,
    // The house spans 36 of 64 units around the middle: at 0.8 its corners lie within 0.32 of
    // the side from the centre, inside the safe circle's 0.4.
    body: `<rect width="64" height="64" fill="${background}"/><g transform="translate(32 32) scale(0.8) translate(-32 -32)">${glyph}</g>`,
  },
];

const main = async () => {
  const browser = await chromium.launch({
    executablePath: findChromium() ?? undefined,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    mkdirSync('public/icons', { recursive: true });
    for (const { file, size, body } of ICONS) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(
        `<html><body style="margin:0;background:transparent">${svg(size, body)}</body></html>`,
      );
      const png = await page.screenshot({
        omitBackground: true,
        clip: { x: 0, y: 0, width: size, height: size },
      });
      writeFileSync(`public/icons/${file}`, png);
      process.stdout.write(`public/icons/${file}\n`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
};

void main();
