import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReceiptPrint } from '#app/features/desk-print/components/receipt-print';
import { VisitSlipPrint } from '#app/features/desk-print/components/visit-slip-print';
import { PAGE_RULE, type PaperSize, PRINT_HOST_ID } from '#app/features/desk-print/print-now';
import { activateLocale, type Locale } from '#app/lib/i18n';
import { DIST, ROOT } from '#server/build-app';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import {
  LONG_NAMES,
  PRINT_PRACTICE,
  printReceiptOf,
  printVisit,
} from '../support/desk-print-fixtures';

/**
 * The desk's prints (issue 42) laid out by Chromium for print, on each paper a desk uses: the
 * built app's stylesheet (its Urdu font among the assets) and the prints' own, around the
 * markup the components render. The page is served from dist by a route, so no server runs.
 */
const ORIGIN = 'https://print.test';
/** A paper's printable width in CSS pixels (96 per inch): the width the print is laid out in. */
const PAPERS: [PaperSize, number][] = [
  ['58mm', 219],
  ['80mm', 302],
  ['A5', 559],
];

const appStyles = [
  ...readFileSync(join(DIST, 'index.html'), 'utf8').matchAll(
    /<link rel="stylesheet"[^>]*href="([^"]+)"/g,
  ),
].map((m) => m[1]!);
const printStyles = readFileSync(join(ROOT, 'src/app/features/desk-print/desk-print.css'), 'utf8');

const longVisit = (locale: Locale) =>
  printVisit({
    startTime: '2026-12-02T09:30:00.000Z',
    patient: {
      name: locale === 'ur' ? LONG_NAMES.urduPatient : LONG_NAMES.patient,
      phone: '+923001234567',
      age: 34,
      sex: 'male',
    },
  });
const longPractice = { ...PRINT_PRACTICE, name: LONG_NAMES.practice };

const prints: Record<string, (locale: Locale) => ReactElement> = {
  receipt: (locale) =>
    createElement(ReceiptPrint, {
      receipt: printReceiptOf({
        amount: 1_250_000,
        reason: 'Senior citizen, regular patient of Dr. Khan',
      }),
      visit: longVisit(locale),
      practice: longPractice,
    }),
  'visit slip': (locale) =>
    createElement(VisitSlipPrint, { visit: longVisit(locale), practice: longPractice, token: 117 }),
};

/** The page as printNow leaves it: the app hidden beside the print's own container. */
function documentOf(locale: Locale, paper: PaperSize, print: string) {
  const dir = locale === 'ur' ? 'rtl' : 'ltr';
  const links = appStyles.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8">${links}
<style>${printStyles}</style></head><body class="desk-printing">
<div id="root"><header class="site-header"><p>The app behind the print</p></header></div>
<div id="${PRINT_HOST_ID}" class="desk-print-root" data-paper="${paper}"><style>${PAGE_RULE[paper]}</style><div>${print}</div></div>
</body></html>`;
}

/** What overflows or is too small, as text; a string so that the page needs no helpers of ours. */
const MEASURE = `(() => {
  const root = document.documentElement;
  const sheet = document.querySelector('.desk-print');
  const width = root.clientWidth;
  const problems = [];
  if (root.scrollWidth > width) problems.push('page ' + root.scrollWidth + ' > ' + width);
  for (const el of [sheet, ...sheet.querySelectorAll('*')]) {
    const box = el.getBoundingClientRect();
    const name = el.tagName + '.' + el.className + ' "' + el.textContent.slice(0, 20) + '"';
    if (box.left < -0.5 || box.right > width + 0.5) problems.push(name + ' spans ' + box.left + '…' + box.right);
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).display !== 'inline')
      problems.push(name + ' scrolls ' + el.scrollWidth + ' > ' + el.clientWidth);
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (own && size < 10) problems.push(name + ' font ' + size);
  }
  return {
    problems,
    dir: getComputedStyle(sheet).direction,
    appShown: getComputedStyle(document.getElementById('root')).display !== 'none',
    printHeight: sheet.getBoundingClientRect().height,
  };
})()`;

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html>' });
    return route.fulfill({ path: join(DIST, path) });
  });
  await page.goto(`${ORIGIN}/`);
});
afterAll(async () => {
  await browser?.close();
  await activateLocale('en');
});

async function show(locale: Locale, paper: PaperSize, width: number, which: string) {
  await activateLocale(locale);
  const markup = renderToStaticMarkup(prints[which]!(locale));
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ media: 'print' });
  await page.setContent(documentOf(locale, paper, markup), { waitUntil: 'load' });
  await page.evaluate('document.fonts.ready');
}

describe.each(['en', 'ur'] as Locale[])('the desk prints in %s', (locale) => {
  for (const which of Object.keys(prints)) {
    it.each(PAPERS)(
      `the ${which} fits %s paper (%i px): one column, nothing cut off, text at least 10 px`,
      async (paper, width) => {
        await show(locale, paper, width, which);
        const found = (await page.evaluate(MEASURE)) as {
          problems: string[];
          dir: string;
          appShown: boolean;
          printHeight: number;
        };
        expect(found.problems).toEqual([]);
        expect(found.dir).toBe(locale === 'ur' ? 'rtl' : 'ltr');
        expect(found.appShown).toBe(false);
        expect(found.printHeight).toBeGreaterThan(100);
      },
    );
  }

  it('on screen the print stays out of sight, and the app shows', async () => {
    await show(locale, '80mm', 390, 'receipt');
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.desk-print').isVisible()).toBe(false);
    await page.evaluate('document.body.classList.remove("desk-printing")');
    expect(await page.getByText('The app behind the print').isVisible()).toBe(true);
  });

  it('makes an 80 mm PDF of the receipt', async () => {
    await show(locale, '80mm', 302, 'receipt');
    const pdf = await page.pdf({ width: '80mm', printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
  });
});
