import * as v from 'valibot';
import {
  type Medicine,
  type VisitSummary,
  type VisitSummaryInput,
  VisitSummaryInputSchema,
} from '#shared/schemas/visit-summary';

/** One medicine as typed: every field text. */
export type MedicineDraft = Omit<Medicine, 'code'>;

/** The form as typed: follow-up is the text of a number, tests one a line. */
export type SummaryDraft = {
  diagnosis: string;
  advice: string;
  medicines: MedicineDraft[];
  tests: string;
  followUpDays: string;
};

export const emptyMedicine = (): MedicineDraft => ({
  name: '',
  strength: '',
  form: '',
  dose: '',
  frequency: '',
  duration: '',
  instructions: '',
});

/** The form filled from what was written before (the latest version, or a draft on the device). */
export function draftOf(
  summary: VisitSummaryInput | VisitSummary | null | undefined,
): SummaryDraft {
  if (!summary) return { diagnosis: '', advice: '', medicines: [], tests: '', followUpDays: '' };
  return {
    diagnosis: summary.diagnosis,
    advice: summary.advice,
    medicines: summary.medicines.map(
      ({ name, strength, form, dose, frequency, duration, instructions }) => ({
        name,
        strength,
        form,
        dose,
        frequency,
        duration,
        instructions,
      }),
    ),
    tests: summary.tests.join('\n'),
    followUpDays: summary.followUpDays == null ? '' : String(summary.followUpDays),
  };
}

/** Field name → first message, e.g. `medicines.0.name` → 'Please enter the medicine name'. */
export type SummaryErrors = Record<string, string>;

/**
 * Checks the draft with the server's own schema (src/shared/schemas/visit-summary.ts). A follow-up
 * that is not a number is sent as one the schema refuses, so its message is the schema's too.
 */
export function validateSummary(
  draft: SummaryDraft,
): { ok: true; value: VisitSummaryInput } | { ok: false; errors: SummaryErrors } {
  const followUp = draft.followUpDays.trim();
  const parsed = v.safeParse(VisitSummaryInputSchema, {
    diagnosis: draft.diagnosis,
    advice: draft.advice,
    medicines: draft.medicines,
    tests: draft.tests.split('\n'),
    followUpDays: followUp === '' ? null : /^\d+$/.test(followUp) ? Number(followUp) : Number.NaN,
  });
  if (parsed.success) return { ok: true, value: parsed.output };
  const errors: SummaryErrors = {};
  for (const issue of parsed.issues) {
    const key = (issue.path ?? []).map((p) => String(p.key)).join('.');
    const field = key.startsWith('tests') ? 'tests' : key;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
