import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { URDU_TEXTS } from '#shared/domain/message-texts-ur';
import { ROOT, readCatalog } from '#tests/support/message-scan';
import { URDU_GLOSSARY } from './glossary';

// Arabic-script letters and marks, not its punctuation (، ؛ ؟ ۔): a rejected spelling counts only as
// whole words, so بک is caught while بکنگ and بُک are not (ADR 147).
const LETTER =
  '[\\u0610-\\u061A\\u0620-\\u065F\\u066E-\\u06D3\\u06D5-\\u06ED\\u06FA-\\u06FF\\u0750-\\u077F\\u200C]';
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const rejected = URDU_GLOSSARY.flatMap((term) =>
  term.rejected.map((spelling) => ({
    term: term.en,
    spelling,
    pattern: new RegExp(`(?<!${LETTER})${literal(spelling)}(?!${LETTER})`, 'u'),
  })),
);

function offences(texts: Record<string, string>) {
  return Object.entries(texts).flatMap(([en, ur]) =>
    rejected
      .filter((r) => r.pattern.test(ur))
      .map((r) => `${r.term}: "${r.spelling}" in ${JSON.stringify(en)}`),
  );
}

describe('the Urdu glossary', () => {
  it('catches a rejected spelling as a whole word and lets the chosen one through', () => {
    expect(offences({ a: 'آپ کی اپائنٹمنٹ منسوخ ہو گئی', b: 'یہ وقت بک کریں۔' })).toHaveLength(2);
    expect(offences({ a: 'آپ کی اپوائنٹمنٹ بُک ہو گئی', b: 'بکنگ کی تصدیق کریں' })).toEqual([]);
  });

  it('never rejects a spelling it also chooses', () => {
    const chosen = new Set(URDU_GLOSSARY.flatMap((t) => t.ur));
    expect(URDU_GLOSSARY.flatMap((t) => t.rejected).filter((s) => chosen.has(s))).toEqual([]);
  });

  it('the app catalog uses only the chosen spelling of each term', () => {
    expect(offences(readCatalog('ur').messages)).toEqual([]);
  });

  it('the texts the server writes itself use only the chosen spelling of each term', () => {
    expect(offences(URDU_TEXTS)).toEqual([]);
  });

  it('so does every other Urdu line of the server and shared code (e-mails, export, checkout)', () => {
    const lines: Record<string, string> = {};
    const walk = (dir: string): void => {
      for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
        const path = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(path);
        else if (/(?<!\.test)\.ts$/.test(entry.name))
          readFileSync(join(ROOT, path), 'utf8')
            .split('\n')
            .forEach((line, i) => {
              if (/[\u0600-\u06FF]/.test(line)) lines[`${path}:${i + 1}`] = line;
            });
      }
    };
    walk('src/server');
    walk('src/shared');
    expect(Object.keys(lines).length).toBeGreaterThan(0);
    expect(offences(lines)).toEqual([]);
  });
});
