import { createRouter } from '#server/context';
import { userActorOf } from '#server/lib/actor';
import { created, ok } from '#server/lib/http';
import { securedDoc } from '#server/lib/route-doc';
import { validate } from '#server/lib/validate';
import { requireAuth, requireVerifiedDoctor } from '#server/middleware/auth';
import { VisitSummaryInputSchema } from '#shared/schemas/visit-summary';
import { writeSummary } from './visit-summary.service';
import { readSummary } from './visit-summary-read.service';

const doc = securedDoc('Visit summaries');

export const SUMMARY_SHAPE =
  'A summary: `appointmentId`, `diagnosis`, `advice`, `medicines` [{`code` (null until a drug ' +
  'list exists), `name`, `strength`, `form`, `dose`, `frequency`, `duration`, `instructions`}], ' +
  '`tests` [text], `followUpDays` (null for none), `version` (1, then one more per amendment), ' +
  '`amended`, `createdAt` (the first version), `updatedAt` (the latest), `amendableUntil`, ' +
  '`verifyUrl` (the public page `/verify/{token}` for the QR code), `doctor` {name, ' +
  'qualifications, licenseNumber, clinicName, specialization} and `patient` {name, ' +
  'dateOfBirth, gender, relationship}: the person seen, a family member or the account holder.';

/** The doctor's visit summary and prescription on an appointment (ADR 096). */
export const summaryRoutes = createRouter();

summaryRoutes.get(
  '/:id/summary',
  doc(
    "An appointment's visit summary and prescription",
    `Its doctor and its patient (the account holder) only (403 for others). 404 "Visit summary not found" until one is written. ${SUMMARY_SHAPE}`,
  ),
  requireAuth,
  async (c) =>
    ok(c, await readSummary(c.get('deps'), userActorOf(c), { appointmentId: c.req.param('id') })),
);

summaryRoutes.put(
  '/:id/summary',
  doc(
    'Write or amend the visit summary and prescription',
    "The appointment's verified doctor, once it is completed (409 `VISIT_NOT_COMPLETED` before). " +
      'The first write answers 201 and sends the patient PRESCRIPTION_READY. Within 24 hours of ' +
      'the first version a different body is a new version (200, audited, the patient told ' +
      'again, the previous verify token revoked); after that 409 `SUMMARY_READ_ONLY`. A body ' +
      'equal to the latest version changes nothing (200), so a replay applies once; an ' +
      `Idempotency-Key replays the first answer. ${SUMMARY_SHAPE}`,
  ),
  requireVerifiedDoctor,
  validate('json', VisitSummaryInputSchema),
  async (c) => {
    const { summary, outcome } = await writeSummary(c.get('deps'), userActorOf(c), {
      appointmentId: c.req.param('id'),
      summary: c.req.valid('json'),
    });
    if (outcome === 'created') return created(c, summary, 'Visit summary saved');
    return ok(c, summary, {
      message: outcome === 'amended' ? 'Visit summary amended' : 'Visit summary saved',
    });
  },
);
