import { eq } from 'drizzle-orm';
import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { doctors, users } from '#server/db/schema/index';
import { actorOf, userActorOf } from '#server/lib/actor';
import { notFound } from '#server/lib/errors';
import { ok } from '#server/lib/http';
import { securedDoc } from '#server/lib/route-doc';
import { validate } from '#server/lib/validate';
import { currentUser, requireAuth } from '#server/middleware/auth';
import {
  ACCOUNT_MSG,
  ChangeEmailSchema,
  ChangePasswordSchema,
  VerifyEmailSchema,
} from '#shared/schemas/account';
import { changePassword, requestEmailChange } from './account-security.service';
import { toUser } from './auth.service';
import { resendVerification, verifyEmail } from './email-proof.service';

const doc = securedDoc('Auth');

/** The signed-in account's own security calls under /api/auth (ADR 108). */
export const accountSecurityRoutes = createRouter();

accountSecurityRoutes.get(
  '/me',
  doc(
    'The signed-in user',
    'The User, with emailVerified: false until the address’s link is opened.',
  ),
  requireAuth,
  async (c) => {
    const { db } = c.get('deps');
    const [row] = await db
      .select({ user: users, doctor: doctors })
      .from(users)
      .leftJoin(doctors, eq(doctors.userId, users.id))
      .where(eq(users.id, currentUser(c).id));
    if (!row) throw notFound('User');
    return ok(c, {
      ...toUser(row.user, row.doctor),
      emailVerified: Boolean(row.user.emailVerifiedAt),
    });
  },
);

accountSecurityRoutes.post(
  '/change-password',
  doc(
    'Change the password (the current one required)',
    'The new password follows the registration rules. Every other session ends; this one stays. ' +
      'A wrong current password is 400 (5 in 15 minutes, then 429); the address is told by e-mail.',
  ),
  requireAuth,
  validate('json', ChangePasswordSchema),
  async (c) => {
    const user = currentUser(c);
    const data = await changePassword(
      c.get('deps'),
      userActorOf(c),
      user.sessionId,
      c.req.valid('json'),
    );
    return ok(c, data, {
      message: ACCOUNT_MSG.passwordChanged,
    });
  },
);

accountSecurityRoutes.post(
  '/verify-email',
  describeRoute({
    tags: ['Auth'],
    summary: 'Confirm an address with the link’s token (no sign-in needed)',
    description:
      'A registration link confirms the account’s address; a change link switches to the new one ' +
      '(409 if another account took it meanwhile). A link that already worked answers the same success; ' +
      'an unknown or expired one is 400.',
  }),
  validate('json', VerifyEmailSchema),
  async (c) => {
    const data = await verifyEmail(c.get('deps'), actorOf(c), c.req.valid('json').token);
    return ok(c, data, { message: ACCOUNT_MSG.emailConfirmed });
  },
);

accountSecurityRoutes.post(
  '/resend-verification',
  doc('Mail the confirmation link again', 'At most 3 an hour (429 with Retry-After).'),
  requireAuth,
  async (c) => {
    const data = await resendVerification(c.get('deps'), userActorOf(c));
    return ok(c, data, {
      message: data.emailVerified ? ACCOUNT_MSG.emailAlreadyConfirmed : ACCOUNT_MSG.linkResent,
    });
  },
);

accountSecurityRoutes.post(
  '/change-email',
  doc(
    'Ask to change the e-mail address (the password required)',
    'A link goes to the new address; nothing changes until it is opened (verify-email). The current ' +
      'address is told. A taken address is 409.',
  ),
  requireAuth,
  validate('json', ChangeEmailSchema),
  async (c) => {
    const data = await requestEmailChange(c.get('deps'), userActorOf(c), c.req.valid('json'));
    return ok(c, data, { message: ACCOUNT_MSG.changeLinkSent });
  },
);
