import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { ok } from '#server/lib/http';
import { validate } from '#server/lib/validate';
import { DoctorSearchQuerySchema } from '#shared/schemas/doctor';
import { getSettings } from '../settings/settings.service';
import { withAvailability } from './doctor.view';
import { searchDoctors } from './doctor-search';
import {
  getVisibleDoctor,
  isUuid,
  listSpecializations,
  passToLaterRoutes,
} from './doctors.service';

const doc = (summary: string) => describeRoute({ tags: ['Doctors'], summary });

export const doctorRoutes = createRouter();

doctorRoutes.get(
  '/search',
  doc('Search verified doctors, best rated first'),
  validate('query', DoctorSearchQuerySchema),
  async (c) => {
    const { db, now } = c.get('deps');
    const page = await searchDoctors(db, c.req.valid('query'), now(), await getSettings(db));
    return ok(c, page);
  },
);

doctorRoutes.get('/specializations', doc('Specialties of verified doctors, sorted'), async (c) =>
  ok(c, await listSpecializations(c.get('deps').db)),
);

doctorRoutes.get('/user/:userId', doc('A doctor by user id'), async (c) => {
  const { db } = c.get('deps');
  const row = await getVisibleDoctor(db, { userId: c.req.param('userId') }, c.get('user'));
  const [doctor] = await withAvailability(db, [row]);
  return ok(c, doctor);
});

/**
 * GET /doctors/{id}. Other routers may add fixed paths under /doctors (such as /profile) after
 * this one; a path segment that is not an id is left to them and, if none answers, is a 404
 * 'Doctor not found'.
 */
doctorRoutes.get('/:id', doc('A doctor by id'), async (c, next) => {
  const id = c.req.param('id');
  if (!isUuid(id)) return passToLaterRoutes(c, next, 'Doctor');
  const { db } = c.get('deps');
  const row = await getVisibleDoctor(db, { id }, c.get('user'));
  const [doctor] = await withAvailability(db, [row]);
  return ok(c, doctor);
});
