import { createRouter } from '#server/context';
import { userActorOf } from '#server/lib/actor';
import { created, ok } from '#server/lib/http';
import { securedDoc } from '#server/lib/route-doc';
import { validate } from '#server/lib/validate';
import { normalizePhone } from '#shared/domain/phone-number';
import {
  DeskMergeSchema,
  DeskPeopleQuerySchema,
  WALK_IN_MSG,
  walkInSchema,
} from '#shared/schemas/desk-walk-in';
import { deskOrDoctor } from './desk-access';
import { mergePeople, searchPeople } from './desk-people.service';
import { registerWalkIn } from './desk-walk-ins.service';

const doc = securedDoc('Front desk');

/** Walk-in patients with no account (ADR 157), under /api/desk. */
export const deskWalkInRoutes = createRouter();
for (const path of ['/walk-ins', '/people', '/people/*']) {
  deskWalkInRoutes.use(path, ...deskOrDoctor);
}

deskWalkInRoutes.post(
  '/walk-ins',
  doc(
    'Register a walk-in patient',
    'A desk member of the practice, or its doctor. No account is needed. 201 `{visit}` as in ' +
      '/desk/day, checked in, with `source` `walk_in` or `phone_call`; the same `id` again ' +
      'answers 200 with that visit. `phone` is read into E.164 (400 at `phone`); `age` or ' +
      '`dateOfBirth` is required. `personId` is a returning person of /desk/people, whose ' +
      'details are brought up to date, or the id of a new one made on the device. `arrivedAt` ' +
      'is the moment of an offline registration, at most 48 hours back. A day the practice does ' +
      'not open is 409 `PRACTICE_CLOSED`; one whose walk-in cap is reached 409 `WALK_IN_CAP`.',
  ),
  validate('json', walkInSchema(normalizePhone)),
  async (c) => {
    const { visit, created: made } = await registerWalkIn(
      c.get('deps'),
      userActorOf(c),
      c.req.valid('json'),
    );
    return made ? created(c, { visit }, WALK_IN_MSG.registered) : ok(c, { visit });
  },
);

deskWalkInRoutes.get(
  '/people',
  doc(
    'Find a returning walk-in patient',
    "`q` is a phone number (as typed, or some of its digits) or a part of a name. The practice's " +
      "doctor's register: `{people: [{id, name, phone, sex, age, dateOfBirth, " +
      'dateOfBirthEstimated, guardianName, lastVisit}]}`, the latest seen first, at most 20. ' +
      'One phone may be a family’s: the desk picks the person.',
  ),
  validate('query', DeskPeopleQuerySchema),
  async (c) => ok(c, await searchPeople(c.get('deps'), userActorOf(c), c.req.valid('query'))),
);

deskWalkInRoutes.post(
  '/people/merge',
  doc(
    'Merge two entries of one walk-in patient',
    "`mergeId`'s visits move to `keepId`; `mergeId` leaves the searches, and a registration " +
      'still queued for it reaches `keepId`. A repeat changes nothing. `{person}`.',
  ),
  validate('json', DeskMergeSchema),
  async (c) =>
    ok(c, await mergePeople(c.get('deps'), userActorOf(c), c.req.valid('json')), {
      message: WALK_IN_MSG.merged,
    }),
);
