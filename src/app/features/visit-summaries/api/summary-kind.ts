import { clinicWhen } from '#app/lib/format';
import { msg, t } from '#app/lib/i18n';
import { putSummary, visits } from '#app/offline/collections/visits';
import type { SyncKind } from '#app/offline/types';
import type { VisitSummary, VisitSummaryInput } from '#shared/schemas/visit-summary';

export const SUMMARY_KIND = 'summary.save';

/** PUT /appointments/{id}/summary, with what describe() needs to name the visit in words. */
export type SummaryPayload = {
  appointmentId: string;
  summary: VisitSummaryInput;
  patientName: string;
  startTime: string;
  /** Writing the first version or amending one, for the words only. */
  amending: boolean;
};

const WRITE_WORDS = msg('Write the visit summary for {patient} on {when}');
const AMEND_WORDS = msg('Amend the visit summary for {patient} on {when}');

export const describeSummary = (p: SummaryPayload) =>
  t(p.amending ? AMEND_WORDS : WRITE_WORDS, {
    patient: p.patientName || t('Unknown Patient'),
    when: clinicWhen(p.startTime),
  });

/**
 * The doctor's visit summary as an offline change (ADR 096). Its record is the appointment, so
 * it waits behind a queued Mark Completed of the same visit. The server compares the body with
 * the latest version, and the Idempotency-Key replays the first answer: it applies once. A
 * refusal (409 after 24 hours, not completed) leaves the draft for the card to explain.
 */
export const summaryKind: SyncKind<SummaryPayload, VisitSummary> = {
  name: SUMMARY_KIND,
  method: 'PUT',
  path: (p) => `/appointments/${encodeURIComponent(p.appointmentId)}/summary`,
  body: (p) => p.summary,
  entityId: (p) => p.appointmentId,
  collection: visits,
  async applyLocal(db, p, { userId }) {
    const row = await db.visits.get([userId, p.appointmentId]);
    await db.visits.put({
      appointment: null,
      summary: null,
      familyMemberId: null,
      ...row,
      _id: p.appointmentId,
      userId,
      draft: p.summary,
    });
  },
  onSuccess: (db, data, _p, { userId }) => putSummary(db, data, userId),
  describe: describeSummary,
};

export const KINDS = [summaryKind];
