import { and, asc, eq } from 'drizzle-orm';
import { doctorPractices } from '#server/db/schema/index';
import { STRONG_PASSWORD, uniqueEmail } from './builders';
import type { TestServer } from './test-server';

/** A doctor's practices of one kind, in the doctor's order. */
export async function practicesOf(server: TestServer, doctorId: string, kind = 'clinic') {
  return server.db
    .select()
    .from(doctorPractices)
    .where(and(eq(doctorPractices.doctorId, doctorId), eq(doctorPractices.kind, kind as 'clinic')))
    .orderBy(asc(doctorPractices.position));
}

/** The invitation link's token in the newest mail to `email` (the dev outbox). */
export async function invitationToken(server: TestServer, email: string) {
  const outbox = await server.get('/dev/outbox', { ip: '127.0.0.1' });
  const mail = outbox.body.data.find((m: { to: string }) => m.to === email);
  const token = mail?.text.match(/\/desk\/accept\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return { mail, token: token as string };
}

/**
 * A doctor invites a desk member to `practiceIds` (default: the doctor's first clinic practice),
 * who accepts and signs in: the member's id, account, and a desk token.
 */
export async function deskMember(
  server: TestServer,
  doctor: { doctorId: string; token: string },
  options: { email?: string; name?: string; practiceIds?: string[]; password?: string } = {},
) {
  const email = options.email ?? uniqueEmail('desk');
  const password = options.password ?? STRONG_PASSWORD;
  const practiceIds = options.practiceIds ?? [(await practicesOf(server, doctor.doctorId))[0]!.id];
  const invite = await server.post(
    '/doctors/profile/desk-members',
    { name: options.name ?? 'Rukhsana Bibi', email, practiceIds },
    { token: doctor.token },
  );
  if (invite.status !== 201) throw new Error(`invite failed: ${invite.status} ${invite.text}`);
  const { token: invitation } = await invitationToken(server, email);
  const accept = await server.post('/desk/accept', { token: invitation, password });
  if (accept.status !== 200) throw new Error(`accept failed: ${accept.status} ${accept.text}`);
  const login = await server.post('/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`desk login failed: ${login.status} ${login.text}`);
  return {
    memberId: invite.body.data.member.id as string,
    userId: login.body.data.user._id as string,
    email,
    password,
    practiceIds,
    token: login.body.data.token as string,
  };
}
