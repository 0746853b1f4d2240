import { createRouter } from '#server/context';
import { userActorOf } from '#server/lib/actor';
import { ok } from '#server/lib/http';
import { securedDoc } from '#server/lib/route-doc';
import { validate } from '#server/lib/validate';
import { requireVerifiedDoctor } from '#server/middleware/auth';
import { MedicineQuerySchema } from '#shared/schemas/visit-summary';
import { SUMMARY_SHAPE } from './visit-summaries.routes';
import { doctorSummaries, medicineSuggestions } from './visit-summary-read.service';

const doc = securedDoc('Visit summaries');

/** GET /doctors/profile/medicines: suggestions from the doctor's own prescriptions. */
export const medicineRoutes = createRouter();

medicineRoutes.get(
  '/profile/medicines',
  doc(
    'Medicine suggestions from my earlier prescriptions',
    'Verified doctor only. `{medicines: [{name, strength, form}]}`: distinct medicines of the ' +
      "doctor's own summaries, every version, the most prescribed first, at most 20; `q` " +
      'matches part of the name. No drug list is consulted.',
  ),
  requireVerifiedDoctor,
  validate('query', MedicineQuerySchema),
  async (c) =>
    ok(c, await medicineSuggestions(c.get('deps'), userActorOf(c), c.req.valid('query'))),
);

/** GET /patients/{id}/summaries: the patient card's earlier summaries, this doctor's only. */
export const patientSummaryRoutes = createRouter();

patientSummaryRoutes.get(
  '/:id/summaries',
  doc(
    'My earlier visit summaries for one of my patients',
    "Verified doctor only. `id` is a patient card's `_id`: an account holder (their own visits) " +
      'or a family member. `{summaries: [...]}`, newest visit first, each with `appointment` ' +
      `{id, date, time, startTime, reason}; only this doctor's. Not a patient of the doctor: 404. ${SUMMARY_SHAPE}`,
  ),
  requireVerifiedDoctor,
  async (c) =>
    ok(c, await doctorSummaries(c.get('deps'), userActorOf(c), { patientId: c.req.param('id') })),
);
