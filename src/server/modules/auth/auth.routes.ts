import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import type * as v from 'valibot';
import { type AppEnv, createRouter } from '#server/context';
import { sessions } from '#server/db/schema/index';
import { actorOf } from '#server/lib/actor';
import { created, ok } from '#server/lib/http';
import { validate } from '#server/lib/validate';
import { currentUser, requireAuth } from '#server/middleware/auth';
import { PatientRegistrationSchema, SignInSchema } from '#shared/schemas/auth';
import { audit } from '../audit/audit.service';
import { forgetEndedSessions } from '../push/push.service';
import { accountSecurityRoutes } from './account-security.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { profileRoutes } from './profile.routes';
import {
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

authRoutes.post(
  '/patient/register',
  doc('Create a patient account'),
  validate('json', PatientRegistrationSchema),
  async (c) => {
    const user = await registerPatient(c.get('deps'), actorOf(c), c.req.valid('json'));
    return created(c, { user }, 'Account created successfully');
  },
);

authRoutes.post(
  '/doctor/register',
  doc('Create a doctor account (pending verification; fee within the settings’ range)'),
  validate('json', ServerDoctorRegistrationSchema),
  async (c) => {
    const user = await registerDoctor(c.get('deps'), actorOf(c), c.req.valid('json'));
    return created(c, { user }, 'Registration submitted for verification');
  },
);

type SignInInput = v.InferOutput<typeof SignInSchema>;

/** The device's User-Agent is read here; the caller's address travels in the actor. */
async function answerSignIn(c: Context<AppEnv>, input: SignInInput, adminOnly: boolean) {
  const userAgent = c.req.header('user-agent');
  const session = await signIn(c.get('deps'), actorOf(c), { ...input, adminOnly, userAgent });
  return ok(c, session, { message: 'Signed in' });
}

authRoutes.post('/login', doc('Sign in (every role)'), validate('json', SignInSchema), (c) =>
  answerSignIn(c, c.req.valid('json') as SignInInput, false),
);

authRoutes.post(
  '/admin/login',
  doc('Sign in as the administrator (others: 401)'),
  validate('json', SignInSchema),
  (c) => answerSignIn(c, c.req.valid('json') as SignInInput, true),
);

authRoutes.post('/logout', doc('Sign out: ends this session', true), requireAuth, async (c) => {
  const user = currentUser(c);
  const { db, now } = c.get('deps');
  await db
    .update(sessions)
    .set({ endedAt: now(), endReason: 'logout' })
    .where(eq(sessions.id, user.sessionId));
  await forgetEndedSessions(db, user.id, now());
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
authRoutes.route('/', accountSecurityRoutes);
