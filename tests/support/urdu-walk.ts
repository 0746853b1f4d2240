import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { NOTIFICATION_TEXTS } from '#shared/domain/notification-texts';
import { NOT_MESSAGES, ROOT, readCatalog } from './message-scan';

/**
 * Walks screens in Urdu and reports interface English: any run of Latin letters on the page
 * that is neither data the server sent nor a word the Urdu catalog itself keeps in Latin.
 */

const ur = readCatalog('ur').messages;

/** Every path a user can open, as the router knows them (`/doctors/$doctorParam`). */
export function appRoutes(): string[] {
  const tree = readFileSync(join(ROOT, 'src/app/routeTree.gen.ts'), 'utf8');
  const block = /\n\s+to:\n((?:\s+\| '[^']+'\n)+)/.exec(tree)?.[1];
  if (!block) throw new Error('routeTree.gen.ts: no list of routes');
  return [...block.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

// Words joined by single spaces: 'Awaiting doctor approval', 'Dr. Hina M.'; a comma splits.
const LATIN_RUN = /[A-Za-z][\w'’&+\-/.]*(?: [A-Za-z][\w'’&+\-/.]*)*/g;
// Left as they are in any language: e-mail and web addresses, clock times, time-zone names
// (Asia/Karachi) and codes made from ids (MW-32711C6C).
const NOT_WORDS = [
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /\bhttps?:\/\/\S+/g,
  /\b(?:www\.)?[\w-]+\.(?:pk|com|org|net)\b\S*/g,
  /\b\d{1,2}:\d{2}\s?[AP]M\b/g,
  /\b(?:[A-Z][a-z]+\/[A-Za-z_]+|UTC)\b/g,
  /\b[A-Z]{2,}-[A-Z0-9]*\d[A-Z0-9]*\b/g,
  // Blood groups (A+, AB-) are written so in Urdu too.
  /\b(?:AB|A|B|O)[+-](?!\w)/g,
];
const BRANDS = new Set([
  ...NOT_MESSAGES,
  'AM',
  'PM',
  'PKR',
  'Chrome',
  'HeadlessChrome',
  'Chromium',
  'Firefox',
  'Safari',
  'Edge',
  'Opera',
  'Windows',
  'Linux',
  'Android',
  'iOS',
  'macOS',
]);
// Names the translators kept in Latin in the Urdu texts (SMS, PKR, Chrome): catalog, not
// English. Placeholders and lower-case words (a status named in a refusal) do not count.
const CATALOG_LATIN = new Set(
  Object.values(ur).flatMap((text) =>
    [...text.replace(/\{\w+\}|<\/?\d+>/g, ' ').matchAll(LATIN_RUN)]
      .flatMap((m) => [m[0], ...m[0].split(' ')])
      .filter((run) => /^[A-Z]/.test(run)),
  ),
);
// English texts the app must translate even when the server sends them (a notification's title).
const TEMPLATES = [
  ...Object.keys(ur),
  ...Object.values(NOTIFICATION_TEXTS).flatMap((e) => [e.title, e.message]),
].flatMap((id) =>
  // A template needs words of its own: '{doctor}, {date}' would match any data with a comma.
  !/[A-Za-z]{3,}/.test(id.replace(/\{\w+\}/g, ''))
    ? []
    : new RegExp(
        `^${id
          .split(/\{\w+\}/)
          .map((s) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
          .join('.+')}$`,
        's',
      ),
);

/**
 * What the server said, as data a screen may show untranslated (names, reviews, cities): every
 * string of every JSON answer the page received, except the values the app must translate
 * (catalog texts, notification templates) and one-word keys such as `pending` or `male`.
 */
export function recordServerData(context: BrowserContext) {
  const data = new Set<string>();
  const reading: Promise<unknown>[] = [];
  const keep = (value: unknown): void => {
    if (typeof value === 'string') {
      const text = value.replace(/\s+/g, ' ').trim();
      if (!/^[a-z]+(?:[-_.][a-z]+)*$/.test(text) && !TEMPLATES.some((re) => re.test(text)))
        data.add(text);
    } else if (Array.isArray(value)) value.forEach(keep);
    else if (value && typeof value === 'object') Object.values(value).forEach(keep);
  };
  context.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!response.headers()['content-type']?.includes('json')) return;
    reading.push(response.json().then(keep, () => undefined));
  });
  return {
    async strings() {
      await Promise.all(reading);
      return data;
    },
  };
}

type Seen = { text: string; where: string; isolated: boolean };

/** The page's words: text nodes (hidden ones too), labelling attributes and the title. */
async function pageText(page: Page): Promise<Seen[]> {
  return page.evaluate(() => {
    const where = (el: Element) => {
      const named = el.closest('[id],[aria-label],section,article,li');
      return `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} in ${named?.tagName.toLowerCase() ?? 'body'}${named?.id ? `#${named.id}` : ''}`;
    };
    const seen: { text: string; where: string; isolated: boolean }[] = [
      { text: document.title, where: 'title', isolated: false },
    ];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      // Code (a demo password), what is marked translate="no" (an address) and what a form
      // holds for editing (the languages a doctor typed) stay as written.
      if (
        !el ||
        el.closest('script,style,noscript,template,code,kbd,samp,textarea,[translate="no"]')
      )
        continue;
      for (const line of n.textContent?.split('\n') ?? []) {
        const text = line.replace(/\s+/g, ' ').trim();
        if (text)
          seen.push({ text, where: where(el), isolated: Boolean(el.closest('bdi,[dir="ltr"]')) });
      }
    }
    const attributes = ['aria-label', 'placeholder', 'title', 'alt', 'aria-description'];
    for (const el of document.body.querySelectorAll(attributes.map((a) => `[${a}]`).join())) {
      for (const a of attributes) {
        const text = el.getAttribute(a)?.trim();
        if (text) seen.push({ text, where: `${a} of ${where(el)}`, isolated: true });
      }
    }
    return seen;
  });
}

/** Interface English on the page, and times or phone numbers left to the right-to-left flow. */
export async function englishOn(page: Page, data: Set<string>): Promise<string[]> {
  const found = new Set<string>();
  const fromData = (run: string) => [...data].some((d) => d.includes(run));
  for (const { text, where, isolated } of await pageText(page)) {
    let rest = text;
    for (const re of NOT_WORDS) rest = rest.replace(re, ' ');
    for (const [run] of rest.matchAll(LATIN_RUN)) {
      const words = run.split(/[\s/]+/);
      if (words.every((w) => BRANDS.has(w.replace(/[.]$/, '')) || CATALOG_LATIN.has(w))) continue;
      if (CATALOG_LATIN.has(run) || fromData(run)) continue;
      found.add(`"${run}" (${where}: "${text.slice(0, 80)}")`);
    }
    // A clock or a phone number inside right-to-left text must be its own left-to-right run.
    const ltr = /\d{1,2}:\d{2}\s?[AP]M|\+?\d[\d -]{8,}\d/.exec(text);
    if (ltr && !isolated && !text.includes(`\u2066${ltr[0]}`))
      found.add(`not isolated: "${ltr[0]}" (${where}: "${text.slice(0, 80)}")`);
  }
  return [...found];
}

// A page's requests in flight, counted from its first settle on.
const network = new WeakMap<Page, { inFlight: number; lastChange: number }>();
const QUIET_MS = 250;

function watchNetwork(page: Page) {
  const state = { inFlight: 0, lastChange: Date.now() };
  const ended = () => {
    state.inFlight = Math.max(0, state.inFlight - 1);
    state.lastChange = Date.now();
  };
  page.on('request', () => {
    state.inFlight++;
    state.lastChange = Date.now();
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  network.set(page, state);
}

/**
 * Waits until the screen has drawn its data: network quiet and no loading placeholders. The
 * first call waits for Playwright's `networkidle` (500 ms without requests, once per document);
 * later ones for 250 ms from the call without a request in flight, counted by the page's own
 * events, which also covers a tab's or a dialog's requests on the same document.
 */
export async function settle(page: Page) {
  const state = network.get(page);
  if (!state) {
    watchNetwork(page);
    await page.waitForLoadState('networkidle');
  } else {
    // Quiet from now on: a screen that asks the server only after it has drawn is waited for.
    state.lastChange = Date.now();
    const until = Date.now() + 10_000;
    while (Date.now() < until && (state.inFlight > 0 || Date.now() - state.lastChange < QUIET_MS)) {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  await page
    .waitForFunction(() => !document.querySelector('.skeleton,[aria-busy="true"]'), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
}
