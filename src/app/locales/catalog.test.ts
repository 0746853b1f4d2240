import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS } from '#shared/domain/notification-texts';
import { ROOT, readCatalog, scanMessages, scanServerMessages } from '#tests/support/message-scan';

// Every screen of the app: a new screen's strings go through the catalog from the start.
const SCOPE = ['src/app'];
const { ids, plain } = scanMessages(SCOPE);
const { messages: ur, duplicates } = readCatalog('ur');
// The app fills these by their kind (features/notifications), not through a literal `t('…')`.
const notificationTemplates = Object.values(NOTIFICATION_TEXTS).flatMap((e) => [
  e.title,
  e.message,
  ...('forMember' in e ? [e.forMember] : []),
]);
const where = (f: { file: string; line: number; text: string }) => `${f.file}:${f.line} ${f.text}`;

describe('the message catalog', () => {
  it('finds the messages the app asks for', () => {
    expect(ids.length).toBeGreaterThan(0);
  });

  it('has an Urdu text for every message the app asks for', () => {
    const missing = ids.filter((f) => !ur[f.text]?.trim());
    expect(missing.map(where)).toEqual([]);
  });

  it('sends every interface string through the catalog (no plain English in JSX)', () => {
    expect(plain.map(where)).toEqual([]);
  });

  it('keeps no Urdu text that nothing asks for', () => {
    const asked = new Set([
      ...[...ids, ...scanServerMessages()].map((f) => f.text),
      ...notificationTemplates,
    ]);
    for (const status of ['pending', 'scheduled', 'completed', 'cancelled', 'no-show']) {
      asked.add(`Appointment is already ${status}`);
    }
    expect(Object.keys(ur).filter((id) => !asked.has(id))).toEqual([]);
  });

  it('has an Urdu text for every notification title and message template', () => {
    expect(notificationTemplates.filter((text) => !ur[text]?.trim())).toEqual([]);
  });

  it('gives each message its Urdu text in one area file only', () => {
    expect(duplicates).toEqual([]);
  });

  it('names each Urdu file after a feature, or common, layout or server', () => {
    const features = readdirSync(join(ROOT, 'src/app/features'));
    // The glossary (glossary.ts, ADR 147) sits beside the catalog files but is not one.
    const files = readdirSync(join(ROOT, 'src/app/locales/ur'))
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.replace(/\.json$/, ''));
    const areas = new Set([...features, 'common', 'layout', 'server']);
    expect(files.filter((name) => !areas.has(name))).toEqual([]);
  });

  it('keeps the placeholders of each message in its Urdu text', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const broken = Object.entries(ur).filter(
      ([en, text]) => names(en).join() !== names(text).join(),
    );
    expect(broken.map(([en]) => en)).toEqual([]);
  });
});

describe('messages from the server and the shared validation', () => {
  it('each has its Urdu text, so the app can translate it by its English words', () => {
    const missing = [...new Set(scanServerMessages().map((f) => f.text))].filter(
      (text) => !ur[text],
    );
    expect(missing).toEqual([]);
  });

  it('refusals of a status change are in Urdu for every status', () => {
    for (const status of ['pending', 'scheduled', 'completed', 'cancelled', 'no-show']) {
      expect(ur[`Appointment is already ${status}`]).toBeTruthy();
    }
  });
});
