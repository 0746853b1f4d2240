import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import type * as v from 'valibot';
import type { AppEnv } from '#server/context';
import { createRouter } from '#server/context';
import { sessions } from '#server/db/schema/index';
import { actorOf } from '#server/lib/actor';
import { ApiError, conflict } from '#server/lib/errors';
import { clientIp, created, ok } from '#server/lib/http';
import { validate } from '#server/lib/validate';
import { currentUser, requireAuth } from '#server/middleware/auth';
import { PatientRegistrationSchema, SignInSchema } from '#shared/schemas/auth';
import { audit } from '../audit/audit.service';
import { getSettings } from '../settings/settings.service';
import { findUserByEmail, toUser } from './auth.service';
import { passwordResetRoutes } from './password-reset.routes';
import { profileRoutes } from './profile.routes';
import { limits, releaseAttempt, takeAttempt } from './rate-limit';
import {
  EMAIL_TAKEN,
  registerDoctor,
  registerPatient,
  ServerDoctorRegistrationSchema,
} from './registration.service';
import { sessionRoutes } from './sessions.routes';
import { signIn } from './sign-in.service';

const doc = (summary: string, secured = false) =>
  describeRoute({
    tags: ['Auth'],
    summary,
    ...(secured ? { security: [{ bearerAuth: [] }] } : {}),
  });

export const authRoutes = createRouter();

/**
 * ADR 009 and ADR 014: registration may be closed, is rate-limited, and says when an e-mail is
 * taken.
 */
async function assertRegistrationOpen(c: Context<AppEnv>, email: string) {
  const { db, now } = c.get('deps');
  // Counted first and taken back unless the e-mail was taken, so parallel probes cannot all pass.
  const attempt = await takeAttempt(db, limits('register', email, clientIp(c)), now());
  if (!(await getSettings(db)).allowRegistration) {
    await releaseAttempt(db, attempt);
    throw new ApiError(403, 'Registration is currently closed', { code: 'REGISTRATION_CLOSED' });
  }
  if (await findUserByEmail(db, email)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
  await releaseAttempt(db, attempt);
}

authRoutes.post(
  '/patient/register',
  doc('Create a patient account'),
  validate('json', PatientRegistrationSchema),
  async (c) => {
    const input = c.req.valid('json');
    await assertRegistrationOpen(c, input.email);
    const user = await registerPatient(c.get('deps').db, input);
    await audit(c.get('deps'), actorOf(c), {
      action: 'create',
      resource: 'user',
      resourceId: user.id,
      details: `Patient registered: ${user.email}`,
      account: { id: user.id, name: user.name, role: user.role },
    });
    return created(c, { user: toUser(user) }, 'Account created successfully');
  },
);

authRoutes.post(
  '/doctor/register',
  doc('Create a doctor account (pending verification; fee within the settings’ range)'),
  validate('json', ServerDoctorRegistrationSchema),
  async (c) => {
    const input = c.req.valid('json');
    await assertRegistrationOpen(c, input.email);
    const { db } = c.get('deps');
    const { user, doctor } = await registerDoctor(db, input, await getSettings(db));
    await audit(c.get('deps'), actorOf(c), {
      action: 'create',
      resource: 'doctor',
      resourceId: doctor.id,
      details: `Doctor registered: ${user.email} (${doctor.specialization})`,
      account: { id: user.id, name: user.name, role: user.role },
    });
    return created(c, { user: toUser(user, doctor) }, 'Registration submitted for verification');
  },
);

type SignInInput = v.InferOutput<typeof SignInSchema>;

authRoutes.post('/login', doc('Sign in (every role)'), validate('json', SignInSchema), (c) =>
  signIn(c, c.req.valid('json') as SignInInput, false),
);

authRoutes.post(
  '/admin/login',
  doc('Sign in as the administrator (others: 401)'),
  validate('json', SignInSchema),
  (c) => signIn(c, c.req.valid('json') as SignInInput, true),
);

authRoutes.post('/logout', doc('Sign out: ends this session', true), requireAuth, async (c) => {
  const user = currentUser(c);
  const { db, now } = c.get('deps');
  await db
    .update(sessions)
    .set({ endedAt: now(), endReason: 'logout' })
    .where(eq(sessions.id, user.sessionId));
  await audit(c.get('deps'), actorOf(c), {
    action: 'logout',
    resource: 'session',
    resourceId: user.sessionId,
    details: 'Signed out',
  });
  return ok(c, {}, { message: 'Signed out' });
});

authRoutes.route('/', profileRoutes);
authRoutes.route('/', passwordResetRoutes);
authRoutes.route('/', sessionRoutes);
