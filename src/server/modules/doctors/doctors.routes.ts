import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { ok, passToLaterRoutes } from '#server/lib/http';
import { validate } from '#server/lib/validate';
import { isId } from '#shared/schemas/common';
import { DoctorSearchQuerySchema } from '#shared/schemas/doctor';
import { answerDoc } from '../scheduling/appointment.doc';
import { getSettings } from '../settings/settings.service';
import { doctorDoc } from './doctor.doc';
import { withAvailability } from './doctor.view';
import { searchDoctors } from './doctor-search';
import { doctorPage, getVisibleDoctor, listCities, listSpecializations } from './doctors.service';
import { envelopeJson, matchesEtag, readStamp, searchCacheFor, searchKey } from './search-cache';

const doc = (summary: string, more: Parameters<typeof describeRoute>[0] = {}) =>
  describeRoute({ tags: ['Doctors'], summary, ...more });

export const doctorRoutes = createRouter();

doctorRoutes.get(
  '/search',
  doc('Search verified doctors, best rated first', {
    description:
      "`city=` matches any clinic practice's city, whatever its case; `mode=video` keeps " +
      'doctors whose video practice has hours (ADR 112). Each doctor carries `practices` and ' +
      '`offersVideo`. `total` counts at most 1000 matches: past that `totalCapped` is true, ' +
      '`total` is 1000 and `totalPages` stops there (ADR 131).',
    responses: answerDoc('A page of doctors', {
      type: 'object',
      required: ['doctors', 'total', 'totalCapped', 'page', 'totalPages'],
      properties: {
        doctors: { type: 'array', items: doctorDoc() },
        total: { type: 'integer' },
        totalCapped: { type: 'boolean' },
        page: { type: 'integer' },
        totalPages: { type: 'integer' },
      },
    }),
  }),
  validate('query', DoctorSearchQuerySchema),
  async (c) => {
    const { db, now } = c.get('deps');
    const query = c.req.valid('query');
    const at = now();
    const settings = await getSettings(db);
    const stamp = await readStamp(db, query, at);
    const answer = await searchCacheFor(db).answer(
      searchKey(query, settings),
      stamp,
      at.getTime(),
      async () => envelopeJson(await searchDoctors(db, query, at, settings)),
    );
    // Anyone may revalidate (the app's client and the service worker send If-None-Match).
    c.header('ETag', answer.etag);
    c.header('Cache-Control', 'no-cache');
    if (matchesEtag(c.req.header('If-None-Match'), answer.etag)) return c.body(null, 304);
    return c.body(answer.body, 200, { 'Content-Type': 'application/json' });
  },
);

doctorRoutes.get('/specializations', doc('Specialties of verified doctors, sorted'), async (c) =>
  ok(c, await listSpecializations(c.get('deps').db)),
);

doctorRoutes.get(
  '/cities',
  doc('Cities of verified doctors, sorted (the city filter)'),
  async (c) => ok(c, await listCities(c.get('deps').db)),
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
const BY_ID = doc('A doctor by id', {
  description:
    'Each practice adds `nextFreeDate`, its next clinic date with a free slot (ADR 112).',
  responses: answerDoc('The doctor', doctorDoc({ nextFreeDate: true })),
});

doctorRoutes.get('/:id', BY_ID, async (c, next) => {
  const id = c.req.param('id');
  if (!isId(id)) return passToLaterRoutes(c, next, 'Doctor');
  const deps = c.get('deps');
  const row = await getVisibleDoctor(deps.db, { id }, c.get('user'));
  return ok(c, await doctorPage(deps, row, c.get('user')));
});
