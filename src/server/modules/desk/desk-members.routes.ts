import { createRouter } from '#server/context';
import { userActorOf } from '#server/lib/actor';
import { notFound } from '#server/lib/errors';
import { created, ok } from '#server/lib/http';
import { securedDoc } from '#server/lib/route-doc';
import { validate } from '#server/lib/validate';
import { requireVerifiedDoctor } from '#server/middleware/auth';
import { isId } from '#shared/schemas/common';
import { DESK_MSG, DeskInviteSchema, DeskPracticesSchema } from '#shared/schemas/desk';
import {
  inviteDeskMember,
  listDeskMembers,
  revokeDeskMember,
  updateDeskMemberPractices,
} from './desk-members.service';

const doc = securedDoc('Front desk');

const MEMBER =
  'A member: `id`, `name`, `email`, `practiceIds` (clinic practices of this doctor, in the ' +
  "doctor's order) and `status`: `invited` until the invitation is accepted, then `active`.";

const memberId = (id: string) => {
  if (!isId(id)) throw notFound('Desk member');
  return id;
};

/** A verified doctor's front desk members (ADR 154), under /api/doctors/profile/desk-members. */
export const deskMemberRoutes = createRouter();
deskMemberRoutes.use('/profile/desk-members', requireVerifiedDoctor);
deskMemberRoutes.use('/profile/desk-members/*', requireVerifiedDoctor);

deskMemberRoutes.get(
  '/profile/desk-members',
  doc('My front desk members', `Verified doctors. Revoked members are not listed. ${MEMBER}`),
  async (c) => ok(c, { members: await listDeskMembers(c.get('deps'), userActorOf(c)) }),
);

deskMemberRoutes.post(
  '/profile/desk-members',
  doc(
    'Invite a front desk member',
    "201 `{member}`. `practiceIds`: 1 to 5 of this doctor's clinic practices (400 at " +
      "`practiceIds.N`: 'Practice not found', or 'Only a clinic practice has a front desk'). " +
      'The invitation is mailed, in the language of the request for a new address, with a link ' +
      'to `/desk/accept/{token}` valid 7 days. An address with an account of another role is ' +
      "409 `NOT_DESK`; one already on this doctor's desk is 409 `ALREADY_DESK_MEMBER`. A desk " +
      "account another doctor invited keeps its password and gets a place at this doctor's desk " +
      `once it accepts. ${MEMBER}`,
  ),
  validate('json', DeskInviteSchema),
  async (c) => {
    const member = await inviteDeskMember(c.get('deps'), userActorOf(c), c.req.valid('json'));
    return created(c, { member }, DESK_MSG.invited);
  },
);

deskMemberRoutes.put(
  '/profile/desk-members/:id',
  doc(
    "Change a front desk member's practices",
    `\`{member}\`; another doctor's member, or a revoked one, is 404. ${MEMBER}`,
  ),
  validate('json', DeskPracticesSchema),
  async (c) => {
    const { practiceIds } = c.req.valid('json');
    const id = memberId(c.req.param('id'));
    const member = await updateDeskMemberPractices(c.get('deps'), userActorOf(c), id, practiceIds);
    return ok(c, { member });
  },
);

deskMemberRoutes.delete(
  '/profile/desk-members/:id',
  doc(
    'Revoke a front desk member',
    "The member's sessions end at once (their next request is 401) and they leave the list. " +
      "Their places at other doctors' desks stay. Another doctor's member, or one revoked " +
      'already, is 404.',
  ),
  async (c) => {
    await revokeDeskMember(c.get('deps'), userActorOf(c), memberId(c.req.param('id')));
    return ok(c, {});
  },
);
