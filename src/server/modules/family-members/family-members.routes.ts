import { createRouter } from '#server/context';
import { userActorOf } from '#server/lib/actor';
import { created, ok } from '#server/lib/http';
import { securedDoc } from '#server/lib/route-doc';
import { validate } from '#server/lib/validate';
import { requireRole } from '#server/middleware/auth';
import { normalizePhone } from '#shared/domain/phone-number';
import {
  FamilyMemberDeleteQuerySchema,
  familyMemberCreateSchema,
  familyMemberUpdateSchema,
} from '#shared/schemas/family-member';
import {
  addFamilyMember,
  listFamilyMembers,
  removeFamilyMember,
  updateFamilyMember,
} from './family-members.service';

const doc = securedDoc('Family members');

const MEMBER_FIELDS =
  'A member: `_id`, `id`, `name`, `relationship` (child, parent, spouse, sibling, other), ' +
  '`dateOfBirth`, `gender`, `bloodGroup`, `emergencyContact` and `medicalHistory` (the five ' +
  "lists of the patient's profile, with the same rules and messages; the contact's phone is " +
  'stored and answered in E.164), `createdAt`, `updatedAt`.';

/** The people a patient books for from one account (ADR 095): the account holder only. */
export const familyMemberRoutes = createRouter();
familyMemberRoutes.use('*', requireRole('patient'));

familyMemberRoutes.get(
  '/',
  doc('My family members', `Patients only. The current members, oldest first. ${MEMBER_FIELDS}`),
  async (c) => ok(c, { familyMembers: await listFamilyMembers(c.get('deps'), userActorOf(c)) }),
);

familyMemberRoutes.post(
  '/',
  doc(
    'Add a family member',
    `Patients only; at most 20 members (409). ${MEMBER_FIELDS} An optional \`id\` (UUID) chosen ` +
      'by the device: a repeat with the id of a member already added answers it unchanged (200).',
  ),
  validate('json', familyMemberCreateSchema(normalizePhone)),
  async (c) => {
    const { member, created: isNew } = await addFamilyMember(
      c.get('deps'),
      userActorOf(c),
      c.req.valid('json'),
    );
    return isNew ? created(c, member, 'Family member added') : ok(c, member);
  },
);

familyMemberRoutes.put(
  '/:id',
  doc(
    'Save a family member',
    'The account holder only; anyone else\'s member is 404 "Family member not found". The whole ' +
      'member as for POST; `updatedAt` as received: 409 when it changed since.',
  ),
  validate('json', familyMemberUpdateSchema(normalizePhone)),
  async (c) => {
    const member = await updateFamilyMember(c.get('deps'), userActorOf(c), {
      ...c.req.valid('json'),
      id: c.req.param('id'),
    });
    return ok(c, member, { message: 'Family member saved' });
  },
);

familyMemberRoutes.delete(
  '/:id',
  doc(
    'Remove a family member',
    'The account holder only (else 404). A member with an upcoming appointment needs ' +
      '`?confirm=true`; without it the answer is 409 `FAMILY_MEMBER_HAS_APPOINTMENTS` with ' +
      '`upcomingAppointments`. The appointments stay booked and every appointment keeps naming ' +
      'the member. Removing one already removed answers 200 again.',
  ),
  validate('query', FamilyMemberDeleteQuerySchema),
  async (c) => {
    const removed = await removeFamilyMember(c.get('deps'), userActorOf(c), {
      id: c.req.param('id'),
      confirm: c.req.valid('query').confirm === 'true',
    });
    return ok(c, removed, { message: 'Family member removed' });
  },
);
