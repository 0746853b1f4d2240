import { createRouter } from '#server/context';
import { userActorOf } from '#server/lib/actor';
import { ok } from '#server/lib/http';
import { securedDoc } from '#server/lib/route-doc';
import { validate } from '#server/lib/validate';
import { requireRole } from '#server/middleware/auth';
import { VisitListQuerySchema } from '#shared/schemas/visit-summary';
import { SUMMARY_SHAPE } from './visit-summaries.routes';
import { listVisits } from './visit-summary-read.service';

const doc = securedDoc('Visit summaries');

/** The patient's Visits timeline: completed visits and what the doctor wrote (ADR 096). */
export const visitRoutes = createRouter();

visitRoutes.get(
  '/',
  doc(
    'My visits timeline',
    "Patients only. The caller's own completed appointments, newest first, a Page of " +
      '`visits` [{`appointment`, `summary` or null}]; with `familyMemberId`, that family ' +
      'member\'s instead (someone else\'s member: 404 "Family member not found"). ' +
      SUMMARY_SHAPE,
  ),
  requireRole('patient'),
  validate('query', VisitListQuerySchema),
  async (c) => ok(c, await listVisits(c.get('deps'), userActorOf(c), c.req.valid('query'))),
);
