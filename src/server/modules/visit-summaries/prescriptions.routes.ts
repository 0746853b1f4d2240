import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { ok } from '#server/lib/http';
import { verifyPrescription } from './prescription-verify.service';

/** The public check behind a printed prescription's QR code (ADR 097). */
export const prescriptionRoutes = createRouter();

prescriptionRoutes.get(
  '/verify/:token',
  describeRoute({
    tags: ['Visit summaries'],
    summary: 'Check that a printed prescription is genuine',
    description:
      'Public. Answers `{doctorName, licenseNumber, date, patientInitials, valid}` and nothing ' +
      "else: `date` is the visit's clinic date, `valid` is false when the doctor is no longer " +
      'verified or the account is blocked. A forged, unknown or revoked token (its version was ' +
      'amended since) is 404 "Prescription not found".',
  }),
  async (c) => {
    // A revoked token must stop verifying at once, so no cache may keep the answer.
    c.header('Cache-Control', 'no-store');
    return ok(c, await verifyPrescription(c.get('deps'), { token: c.req.param('token') }));
  },
);
