import { zip } from '#server/lib/zip';
import { type AccountData, EXPORT_SECTIONS } from './export-data.service';

const TITLES: Record<string, string> = {
  profile: 'Profile',
  familyMembers: 'Family members',
  appointments: 'Appointments',
  payments: 'Payments',
  refunds: 'Refunds',
  reviews: 'Reviews',
  notifications: 'Notifications',
  visitSummaries: 'Visit summaries and prescriptions',
  waitlist: 'Waiting lists',
  sessions: 'Signed-in devices (sessions)',
  consents: 'Consents and notification choices',
  doctor: 'Your practice: profile, availability, time off and the notes you wrote',
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function render(value: unknown): string {
  if (value === null || value === undefined || value === '') return '<i>—</i>';
  if (value instanceof Date) return escapeHtml(value.toISOString());
  if (Array.isArray(value)) {
    if (!value.length) return '<i>None</i>';
    return `<ol>${value.map((v) => `<li>${render(v)}</li>`).join('')}</ol>`;
  }
  if (typeof value === 'object') {
    const rows = Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${render(v)}</td></tr>`)
      .join('');
    return `<table>${rows}</table>`;
  }
  return escapeHtml(String(value));
}

/** The readable copy: every section of the JSON, as headed tables, in one self-contained page. */
export function exportHtml(data: AccountData, siteName: string): string {
  const sections = [...EXPORT_SECTIONS, ...(data.doctor ? (['doctor'] as const) : [])]
    .map(
      (key) =>
        `<section><h2>${escapeHtml(TITLES[key])}</h2>${render(data[key as keyof AccountData])}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(siteName)}: your data</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem;max-width:70rem}table{border-collapse:collapse;margin:.25rem 0}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:start;vertical-align:top}th{background:#f4f4f4;font-weight:600}ol{padding-inline-start:1.25rem}</style>
</head><body>
<h1>${escapeHtml(siteName)}: everything we hold about you</h1>
<p>Exported ${escapeHtml(data.exportedAt)} (UTC). The same data, for other programs, is in data.json beside this file.</p>
${sections}
</body></html>
`;
}

/** The download: data.json and data.html in one archive (ADR 109). */
export function exportArchive(data: AccountData, siteName: string, at: Date): Buffer {
  return zip(
    [
      { name: 'data.json', content: JSON.stringify(data, null, 2) },
      { name: 'data.html', content: exportHtml(data, siteName) },
    ],
    at,
  );
}
