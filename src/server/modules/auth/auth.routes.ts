import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  DoctorRegistrationSchema,
  ForgotPasswordSchema,
  PatientRegistrationSchema,
  ResetPasswordSchema,
  ResetTokenSchema,
  SignInSchema,
} from '../../../shared/schemas/auth';
import type { AppEnv } from '../../context';
import { createRouter } from '../../context';
import { passwordResetTokens, sessions, users } from '../../db/schema/index';
import { ApiError, conflict } from '../../lib/errors';
import { clientIp, created, currentUser, ok } from '../../lib/http';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password';
import { validate } from '../../lib/validate';
import { requireAuth } from '../../middleware/auth';
import { audit } from '../audit/audit.service';
import { getSettings } from '../settings/settings.service';
import {
  createResetToken,
  endSessions,
  findUserByEmail,
  findValidResetToken,
  startSession,
  toUser,
} from './auth.service';
import { getProfile, updateProfile } from './profile.service';
import { assertNotLimited, buckets, clearFailures, recordFailure } from './rate-limit';
import { EMAIL_TAKEN, registerDoctor, registerPatient } from './registration.service';

const INVALID_CREDENTIALS = 'Invalid email or password';
const PENDING = 'Your account is pending verification. Please wait for admin approval.';
const BLOCKED = 'Your account has been blocked. Please contact support.';
const FORGOT_ANSWER =
  'If an account exists for this email, a password reset link has been sent to it.';
const INVALID_RESET = 'Invalid or expired reset token';

const doc = (summary: string, secured = false) =>
  describeRoute({
    tags: ['Auth'],
    summary,
    ...(secured ? { security: [{ bearerAuth: [] }] } : {}),
  });

export const authRoutes = createRouter();

async function assertRegistrationOpen(c: Context<AppEnv>, email: string) {
  const { db, now } = c.get('deps');
  const limit = buckets('register', email, clientIp(c));
  await assertNotLimited(db, limit, now());
  if (!(await getSettings(db)).allowRegistration) {
    throw new ApiError(403, 'Registration is currently closed', { code: 'REGISTRATION_CLOSED' });
  }
  if (await findUserByEmail(db, email)) {
    await recordFailure(db, limit, now());
    throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
  }
}

authRoutes.post(
  '/patient/register',
  doc('Create a patient account'),
  validate('json', PatientRegistrationSchema),
  async (c) => {
    const input = c.req.valid('json');
    await assertRegistrationOpen(c, input.email);
    const user = await registerPatient(c.get('deps').db, input);
    await audit(c, {
      action: 'create',
      resource: 'user',
      resourceId: user.id,
      details: `Patient registered: ${user.email}`,
      actor: { id: user.id, name: user.name, role: user.role },
    });
    return created(c, { user: toUser(user) }, 'Account created successfully');
  },
);

authRoutes.post(
  '/doctor/register',
  doc('Create a doctor account (pending verification)'),
  validate('json', DoctorRegistrationSchema),
  async (c) => {
    const input = c.req.valid('json');
    await assertRegistrationOpen(c, input.email);
    const { db } = c.get('deps');
    const { user, doctor } = await registerDoctor(db, input, await getSettings(db));
    await audit(c, {
      action: 'create',
      resource: 'doctor',
      resourceId: doctor.id,
      details: `Doctor registered: ${user.email} (${doctor.specialization})`,
      actor: { id: user.id, name: user.name, role: user.role },
    });
    return created(c, { user: toUser(user, doctor) }, 'Registration submitted for verification');
  },
);

async function signIn(c: Context<AppEnv>, adminOnly: boolean) {
  const { email, password } = c.req.valid('json' as never) as v.InferOutput<typeof SignInSchema>;
  const { db, env, now } = c.get('deps');
  const ip = clientIp(c);
  const limit = buckets('login', email, ip);
  await assertNotLimited(db, limit, now());

  const row = await findUserByEmail(db, email);
  const passwordOk = row ? await verifyPassword(password, row.user.passwordHash) : false;
  if (!row) await burnPasswordCheck(password);
  if (!row || !passwordOk || (adminOnly && row.user.role !== 'admin')) {
    await recordFailure(db, limit, now());
    await audit(c, {
      action: 'login_failed',
      resource: 'session',
      details: `Failed sign-in for ${email}`,
      actor: row
        ? { id: row.user.id, name: row.user.name, role: row.user.role }
        : { id: null, name: email, role: null },
    });
    throw new ApiError(401, INVALID_CREDENTIALS, { code: 'INVALID_CREDENTIALS' });
  }
  const { user, doctor } = row;
  const actor = { id: user.id, name: user.name, role: user.role };
  if (user.status === 'blocked') {
    await audit(c, {
      action: 'login_failed',
      resource: 'session',
      details: 'Blocked account',
      actor,
    });
    throw new ApiError(403, BLOCKED, { code: 'BLOCKED' });
  }
  if (user.role === 'doctor' && doctor?.verificationStatus === 'rejected') {
    await audit(c, {
      action: 'login_failed',
      resource: 'session',
      details: 'Rejected doctor',
      actor,
    });
    throw new ApiError(
      403,
      `Your application was rejected: ${doctor.rejectionReason ?? 'Application rejected by admin'}`,
      {
        code: 'REJECTED',
      },
    );
  }
  if (user.role === 'doctor' && (!user.isVerified || doctor?.verificationStatus !== 'verified')) {
    await audit(c, {
      action: 'login_failed',
      resource: 'session',
      details: 'Pending verification',
      actor,
    });
    throw new ApiError(403, PENDING, {
      code: 'PENDING_VERIFICATION',
      extra: { pendingVerification: true, user: toUser(user, doctor) },
    });
  }
  await clearFailures(db, limit[0]);
  const token = await startSession(db, {
    userId: user.id,
    role: user.role,
    secret: env.jwtSecret,
    now: now(),
    ip,
    userAgent: c.req.header('user-agent'),
  });
  await audit(c, {
    action: 'login',
    resource: 'session',
    details: `Signed in as ${user.role}`,
    actor,
  });
  return ok(
    c,
    { token, user: toUser({ ...user, lastLogin: now() }, doctor) },
    { message: 'Signed in' },
  );
}

authRoutes.post('/login', doc('Sign in (every role)'), validate('json', SignInSchema), (c) =>
  signIn(c, false),
);
authRoutes.post(
  '/admin/login',
  doc('Sign in as the administrator'),
  validate('json', SignInSchema),
  (c) => signIn(c, true),
);

authRoutes.post('/logout', doc('Sign out: ends this session', true), requireAuth, async (c) => {
  const user = currentUser(c);
  const { db, now } = c.get('deps');
  await db
    .update(sessions)
    .set({ endedAt: now(), endReason: 'logout' })
    .where(eq(sessions.id, user.sessionId));
  await audit(c, {
    action: 'logout',
    resource: 'session',
    resourceId: user.sessionId,
    details: 'Signed out',
  });
  return ok(c, {}, { message: 'Signed out' });
});

authRoutes.get('/profile', doc('The signed-in user’s profile', true), requireAuth, async (c) =>
  ok(c, await getProfile(c.get('deps').db, currentUser(c))),
);

authRoutes.put('/profile', doc('Save the whole profile', true), requireAuth, async (c) => {
  const profile = await updateProfile(c, currentUser(c));
  return ok(c, profile, { message: 'Profile updated successfully' });
});

authRoutes.post(
  '/forgot-password',
  doc('Send a password reset link (same answer whether or not the account exists)'),
  validate('json', ForgotPasswordSchema),
  async (c) => {
    const { email } = c.req.valid('json');
    const { db, env, mailer, now } = c.get('deps');
    const limit = buckets('forgot', email, clientIp(c));
    await assertNotLimited(db, limit, now());
    await recordFailure(db, limit, now());
    const row = await findUserByEmail(db, email);
    if (row && row.user.status !== 'blocked') {
      const token = await createResetToken(db, row.user.id, now());
      await mailer.send({
        to: row.user.email,
        subject: 'Reset your Mashwara password',
        text: [
          `Hello ${row.user.name},`,
          '',
          'Someone asked to reset the password of your Mashwara account.',
          `Open this link within 1 hour to choose a new password: ${env.appUrl}/reset-password/${token}`,
          '',
          'If it was not you, ignore this e-mail; your password stays as it is.',
        ].join('\n'),
      });
    }
    return ok(c, {}, { message: FORGOT_ANSWER });
  },
);

authRoutes.get('/verify-reset-token/:token', doc('Check a reset token'), async (c) => {
  const token = v.safeParse(ResetTokenSchema, c.req.param('token'));
  const { db, now } = c.get('deps');
  if (!token.success || !(await findValidResetToken(db, token.output, now()))) {
    throw new ApiError(400, INVALID_RESET, { code: 'INVALID_RESET_TOKEN' });
  }
  return ok(c, { valid: true });
});

authRoutes.post(
  '/reset-password',
  doc('Choose a new password with a reset token; ends every session'),
  validate('json', ResetPasswordSchema),
  async (c) => {
    const { token, password } = c.req.valid('json');
    const { db, now } = c.get('deps');
    const passwordHash = await hashPassword(password);
    const userId = await db.transaction(async (tx) => {
      const row = await findValidResetToken(tx, token, now());
      if (!row) return null;
      // Marking the token used in the same transaction makes it work exactly once.
      const used = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now() })
        .where(
          and(eq(passwordResetTokens.tokenHash, row.tokenHash), isNull(passwordResetTokens.usedAt)),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (used.length !== 1) return null;
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: now() })
        .where(eq(users.id, row.userId));
      await endSessions(tx, row.userId, 'password_reset', now());
      return row.userId;
    });
    if (!userId) throw new ApiError(400, INVALID_RESET, { code: 'INVALID_RESET_TOKEN' });
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    await audit(c, {
      action: 'update',
      resource: 'user',
      resourceId: userId,
      details: 'Password reset',
      actor: { id: user.id, name: user.name, role: user.role },
    });
    return ok(c, {}, { message: 'Your password has been reset. Please sign in.' });
  },
);
