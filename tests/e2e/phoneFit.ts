import type { Page } from '@playwright/test';

/** What a phone screen's layout checks read from the page (all widths in CSS pixels). */
export interface PhoneLayout {
  /** The document's width: more than the screen's means the phone zooms out or scrolls sideways. */
  scrollWidth: number;
  /** The app bar title's width, its text (for messages) and whether long text ends in "…". */
  title: { width: number; text: string; ellipsis: boolean };
  /** Controls of the app bar the title's box runs into, and boxes inside the title that leave it. */
  overlaps: string[];
  /** Chips whose words are faded or read at less than 4.5:1 on what is behind them. */
  faintChips: string[];
}

/**
 * Measures the screen in the browser: the page's width; the app bar's title against the bar's
 * controls (bounding boxes); every chip's text contrast over its effective background (alpha
 * layers composed down to the first opaque one) and the opacity it is drawn with.
 */
export const measurePhoneLayout = (page: Page): Promise<PhoneLayout> =>
  page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const rgba = (css: string): Rgba => {
      const [r, g, b, a = 1] = (css.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number);
      return [r, g, b, a];
    };
    const over = (top: Rgba, below: Rgba): Rgba => [
      top[0] * top[3] + below[0] * (1 - top[3]),
      top[1] * top[3] + below[1] * (1 - top[3]),
      top[2] * top[3] + below[2] * (1 - top[3]),
      1,
    ];
    const backdrop = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let e: Element | null = element; e; e = e.parentElement) {
        const colour = rgba(getComputedStyle(e).backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((below, top) => over(top, below), [255, 255, 255, 1]);
    };
    const luminance = ([r, g, b]: Rgba) => {
      const [lr, lg, lb] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    const opacity = (element: Element) => {
      let product = 1;
      for (let e: Element | null = element; e; e = e.parentElement) {
        product *= Number(getComputedStyle(e).opacity);
      }
      return product;
    };

    const title = document.getElementById('react-admin-title');
    const box = title?.getBoundingClientRect();
    const overlaps: string[] = [];
    if (title && box) {
      const bar = title.closest('.MuiToolbar-root');
      for (const control of bar?.querySelectorAll('button, a, [role="button"]') ?? []) {
        if (title.contains(control)) continue;
        const r = control.getBoundingClientRect();
        if (r.width > 0 && r.left < box.right - 0.5 && r.right > box.left + 0.5) {
          overlaps.push(`control «${control.getAttribute('aria-label') ?? control.textContent}»`);
        }
      }
      for (const inner of title.querySelectorAll('*')) {
        if (getComputedStyle(inner).display === 'inline') continue;
        if (inner.getBoundingClientRect().right > box.right + 0.5) {
          overlaps.push(`title box <${inner.tagName.toLowerCase()} class="${inner.className}">`);
        }
      }
    }
    const style = title ? getComputedStyle(title) : null;

    const faintChips: string[] = [];
    for (const chip of document.querySelectorAll('.MuiChip-root')) {
      const label = chip.querySelector('.MuiChip-label');
      const text = label?.textContent?.trim();
      if (!label || !text || chip.getBoundingClientRect().width === 0) continue;
      const ratio = contrast(
        over(rgba(getComputedStyle(label).color), backdrop(chip)),
        backdrop(chip),
      );
      const drawn = opacity(chip);
      if (ratio < 4.5 || drawn < 1) {
        faintChips.push(`«${text}» ${ratio.toFixed(2)}:1 at opacity ${drawn.toFixed(2)}`);
      }
    }

    return {
      scrollWidth: document.documentElement.scrollWidth,
      title: {
        width: box?.width ?? 0,
        text: title?.textContent ?? '',
        ellipsis: style?.textOverflow === 'ellipsis' && style.whiteSpace === 'nowrap',
      },
      overlaps,
      faintChips,
    };
  });

/**
 * With the page scrolled to its end, what of its rows (a list's or a card's, as an object's rooms:
 * the last one) and a list's pagination lies under the floating create button; none when the page
 * has no such button.
 */
export const coveredByCreateButton = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const fab = document.querySelector('.RaCreateButton-floating');
    if (!fab) return [];
    window.scrollTo(0, document.documentElement.scrollHeight);
    const button = fab.getBoundingClientRect();
    const rows = document.querySelectorAll('#main-content li, #main-content tr');
    const ends = [rows[rows.length - 1], document.querySelector('.MuiTablePagination-root')];
    return ends
      .filter((e): e is Element => Boolean(e))
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return (
          r.left < button.right &&
          r.right > button.left &&
          r.top < button.bottom &&
          r.bottom > button.top
        );
      })
      .map((e) => (e.textContent ?? '').slice(0, 60));
  });
