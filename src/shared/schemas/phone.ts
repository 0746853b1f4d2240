import * as v from 'valibot';
import { singleLine } from './common';

/**
 * Reads a phone number as typed into E.164, or null when it is no phone number: `normalizePhone`
 * of `src/shared/domain/phone-number.ts`. It is handed to the schemas rather than imported, so
 * the app loads its metadata (about 50 KB gzip) only where a phone is entered (ADR 102).
 */
export type PhoneRule = (input: string) => string | null;

/** Longer than any number written with its separators (`+92 (300) 123-4567`). */
export const PHONE_MAX = 30;

/** One message per field, naming it; the app's forms show the same words (ADR 102). */
export const PHONE_MSG = {
  phone: 'Phone must be a valid phone number, such as 0300 1234567',
  emergencyContact: 'Emergency contact phone must be a valid phone number, such as 0300 1234567',
  contact: 'Contact phone must be a valid phone number, such as 0300 1234567',
} as const;

/** An optional phone: '' when left out or blank, else the number in E.164. */
export const phoneField = (rule: PhoneRule, message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.maxLength(PHONE_MAX, message),
      singleLine(message),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        if (dataset.value === '') return '';
        const e164 = rule(dataset.value);
        if (e164 !== null) return e164;
        addIssue({ message });
        return NEVER;
      }),
    ),
    '',
  );
