import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { createRouter } from '#server/context';
import { userActorOf } from '#server/lib/actor';
import { csvResponse } from '#server/lib/csv';
import { ok } from '#server/lib/http';
import { validate } from '#server/lib/validate';
import { requireRole } from '#server/middleware/auth';
import { clinicDate } from '#shared/domain/slots';
import { ACCOUNT_MSG } from '#shared/schemas/account';
import { AdminUsersQuerySchema, UserStatusChangeSchema } from '#shared/schemas/admin-records';
import { UserSchema } from '#shared/schemas/user';
import { eraseAccount } from '../account/account-erasure.service';
import { getSettings } from '../settings/settings.service';
import { usersCsv } from './admin-users.csv';
import { changeUserStatus, listUsers } from './admin-users.service';

const json = (schema: v.GenericSchema) => ({
  'application/json': {
    schema: resolver(v.object({ success: v.literal(true), data: schema })),
  },
});

/** GET /admin/users and PUT /admin/users/{id}/status: administrators only (401, 403). */
export const adminUserRoutes = createRouter();
adminUserRoutes.use('*', requireRole('admin'));

adminUserRoutes.get(
  '/',
  describeRoute({
    tags: ['Administrator'],
    summary: 'Users matching role, status and a name or e-mail search, newest first',
    description:
      'status filters by the status the screen shows: a doctor not yet verified is pending unless blocked. ' +
      'format=csv answers the whole filtered table as text/csv with a dated file name.',
    security: [{ bearerAuth: [] }],
    responses: {
      200: {
        description: 'The users, or the CSV',
        content: { ...json(v.array(UserSchema)), 'text/csv': { schema: { type: 'string' } } },
      },
    },
  }),
  validate('query', AdminUsersQuerySchema),
  async (c) => {
    const { db, now } = c.get('deps');
    const query = c.req.valid('query');
    const list = await listUsers(db, query);
    if (query.format !== 'csv') return ok(c, list);
    const { timezone } = await getSettings(db);
    return csvResponse(c, 'users', clinicDate(now(), timezone), usersCsv(list, timezone));
  },
);

adminUserRoutes.put(
  '/:id/status',
  describeRoute({
    tags: ['Administrator'],
    summary: "Set a user's status (active, blocked, pending); applies at once",
    description:
      "Blocking ends the user's open sessions: their next request answers 401. " +
      'An administrator cannot change their own status (409). Audited.',
    security: [{ bearerAuth: [] }],
    responses: { 200: { description: 'The user', content: json(UserSchema) } },
  }),
  validate('json', UserStatusChangeSchema),
  async (c) => {
    const input = { id: c.req.param('id'), ...c.req.valid('json') };
    const user = await changeUserStatus(c.get('deps'), userActorOf(c), input);
    return ok(c, user, { message: 'User status updated successfully' });
  },
);

adminUserRoutes.delete(
  '/:id',
  describeRoute({
    tags: ['Administrator'],
    summary: 'Delete an account on its owner’s request (ADR 108)',
    description:
      'The rules of DELETE /account: upcoming appointments cancelled (refunds under the policy), personal ' +
      'data erased or anonymised, the e-mail free again. A doctor with appointments still to come is 409; ' +
      'an administrator is 403. Audited.',
    security: [{ bearerAuth: [] }],
  }),
  async (c) => {
    const data = await eraseAccount(c.get('deps'), userActorOf(c), c.req.param('id'));
    return ok(c, data, { message: ACCOUNT_MSG.accountDeletedByAdmin });
  },
);
