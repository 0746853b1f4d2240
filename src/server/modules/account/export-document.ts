import { zip } from '#server/lib/zip';
import type { Language } from '#shared/schemas/notification-preferences';
import { type AccountData, EXPORT_SECTIONS } from './export-data.service';
import { EXPORT_TEXTS } from './export-texts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

// Field names are data.json's, left to right; a value takes the direction of its own first letter.
function render(value: unknown, none: string): string {
  if (value === null || value === undefined || value === '') return '<i>—</i>';
  if (value instanceof Date) return `<bdi>${escapeHtml(value.toISOString())}</bdi>`;
  if (Array.isArray(value)) {
    if (!value.length) return `<i>${escapeHtml(none)}</i>`;
    return `<ol>${value.map((v) => `<li>${render(v, none)}</li>`).join('')}</ol>`;
  }
  if (typeof value === 'object') {
    const rows = Object.entries(value as Record<string, unknown>)
      .map(
        ([k, v]) =>
          `<tr><th scope="row" dir="ltr">${escapeHtml(k)}</th><td dir="auto">${render(v, none)}</td></tr>`,
      )
      .join('');
    return `<table>${rows}</table>`;
  }
  return escapeHtml(String(value));
}

/**
 * The readable copy: every section of the JSON, as headed tables, in one self-contained page, in
 * the reader's language (ADR 148), right to left in Urdu, and as wide as the phone it opens on.
 */
export function exportHtml(data: AccountData, siteName: string, language: Language = 'en'): string {
  const t = EXPORT_TEXTS[language];
  const sections = [...EXPORT_SECTIONS, ...(data.doctor ? (['doctor'] as const) : [])]
    .map(
      (key) =>
        `<section><h2>${escapeHtml(t.sections[key]!)}</h2>${render(data[key as keyof AccountData], t.none)}</section>`,
    )
    .join('\n');
  const site = `<bdi>${escapeHtml(siteName)}</bdi>`;
  const urdu = language === 'ur';
  const font = urdu
    ? "'Noto Nastaliq Urdu','Noto Naskh Arabic','Jameel Noori Nastaleeq','Urdu Typesetting','Noto Sans Arabic',system-ui,sans-serif"
    : 'system-ui,sans-serif';
  return `<!doctype html>
<html lang="${language}" dir="${urdu ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(fill(t.title, { siteName }))}</title>
<style>body{font:14px/${urdu ? '2.2' : '1.5'} ${font};margin:1rem;max-width:70rem;overflow-wrap:anywhere}table{border-collapse:collapse;margin:.25rem 0;max-width:100%}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:start;vertical-align:top}th{background:#f4f4f4;font-weight:600;font-family:system-ui,sans-serif}ol{padding-inline-start:1.25rem}@media (min-width:40rem){body{margin:2rem}}</style>
</head><body>
<h1>${fill(escapeHtml(t.heading), { siteName: site })}</h1>
<p>${fill(escapeHtml(t.exported), { at: `<bdi>${escapeHtml(data.exportedAt)}</bdi>` })}</p>
${sections}
</body></html>
`;
}

/** The download: data.json and data.html in one archive (ADR 109). */
export function exportArchive(
  data: AccountData,
  siteName: string,
  at: Date,
  language: Language = 'en',
): Buffer {
  return zip(
    [
      { name: 'data.json', content: JSON.stringify(data, null, 2) },
      { name: 'data.html', content: exportHtml(data, siteName, language) },
    ],
    at,
  );
}
