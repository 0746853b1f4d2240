import { createRouter } from '#server/context';
import { userActorOf } from '#server/lib/actor';
import { ok } from '#server/lib/http';
import { securedDoc } from '#server/lib/route-doc';
import { validate } from '#server/lib/validate';
import { requireVerifiedDoctor } from '#server/middleware/auth';
import { PatientListQuerySchema, PatientNotesSchema } from '#shared/schemas/doctor-patients';
import { listPatients, saveNotes } from './patients.service';

const doc = securedDoc('Patients');

/** The doctor's patients and the doctor's private notes about them (ADR 002). */
export const patientRoutes = createRouter();

patientRoutes.get(
  '/',
  doc(
    "The signed-in doctor's patients",
    'Verified doctor only. Patients who have had appointments with the doctor, most recently seen ' +
      "first, with medical history, recent appointments with this doctor and this doctor's notes. " +
      'A Page of `patients`; `search` matches name or e-mail.',
  ),
  requireVerifiedDoctor,
  validate('query', PatientListQuerySchema),
  async (c) => ok(c, await listPatients(c.get('deps'), userActorOf(c), c.req.valid('query'))),
);

patientRoutes.put(
  '/:id/notes',
  doc(
    'Save my private notes about a patient',
    'Verified doctor only, about a patient they have seen (else 404). Seen by no one else.',
  ),
  requireVerifiedDoctor,
  validate('json', PatientNotesSchema),
  async (c) => {
    const saved = await saveNotes(c.get('deps'), userActorOf(c), {
      patientId: c.req.param('id'),
      notes: c.req.valid('json').notes,
    });
    return ok(c, saved, { message: 'Notes saved' });
  },
);
