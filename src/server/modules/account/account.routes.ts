import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { actorOf, userActorOf } from '#server/lib/actor';
import { notFound } from '#server/lib/errors';
import { ok } from '#server/lib/http';
import { securedDoc } from '#server/lib/route-doc';
import { validate } from '#server/lib/validate';
import { requireAuth } from '#server/middleware/auth';
import { ACCOUNT_MSG, DeleteAccountSchema } from '#shared/schemas/account';
import { RESET_TOKEN_PATTERN } from '#shared/schemas/auth';
import { confirmPassword } from '../auth/account-security.service';
import { eraseAccount } from './account-erasure.service';
import { createExport, takeExport } from './account-export.service';

const doc = securedDoc('Account');

/** /api/account: the signed-in user's data export and the deletion of their account (ADR 108, 109). */
export const accountRoutes = createRouter();

accountRoutes.post(
  '/export',
  doc(
    'Prepare a copy of everything we hold about the signed-in user',
    'Answers {downloadUrl, expiresAt}: a ZIP of data.json and a readable data.html, downloadable once ' +
      'within 15 minutes. Recorded in the audit log.',
  ),
  requireAuth,
  async (c) => ok(c, await createExport(c.get('deps'), userActorOf(c)), { status: 201 }),
);

accountRoutes.get(
  '/export/:token',
  describeRoute({
    tags: ['Account'],
    summary: 'Download a prepared export (the link’s token is the key; once only)',
    description:
      'application/zip as an attachment, never cached. A used or expired link is 410; an unknown one 404.',
  }),
  async (c) => {
    const { now } = c.get('deps');
    const token = c.req.param('token');
    // Anything that is not a token names no export: 404, like an unknown one.
    if (!RESET_TOKEN_PATTERN.test(token)) throw notFound('Export');
    const archive = await takeExport(c.get('deps'), actorOf(c), token);
    const day = now().toISOString().slice(0, 10);
    return c.body(new Uint8Array(archive), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="my-data-${day}.zip"`,
      'Cache-Control': 'no-store',
    });
  },
);

accountRoutes.delete(
  '/',
  doc(
    'Delete the signed-in patient’s account (the password required)',
    'Upcoming appointments are cancelled (refunds under the policy); personal data is erased or ' +
      'anonymised; the e-mail can register again. A doctor is refused (403): the administrator ' +
      'deletes a doctor’s account once their patients’ future appointments are handled.',
  ),
  requireAuth,
  validate('json', DeleteAccountSchema),
  async (c) => {
    const actor = userActorOf(c);
    const deps = c.get('deps');
    if (actor.role === 'patient' || actor.role === 'desk') {
      await confirmPassword(deps, actor, c.req.valid('json').password);
    }
    const data = await eraseAccount(deps, actor, actor.id);
    return ok(c, data, { message: ACCOUNT_MSG.accountDeleted });
  },
);
