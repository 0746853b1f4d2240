import { desc, sql } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { DbOrTx } from '#server/db/client';
import { contactMessages } from '#server/db/schema/index';
import {
  CONTACT_LIMIT,
  CONTACT_MESSAGES_PAGE_SIZE,
  type ContactMessage,
  type ContactMessageInput,
  type ContactMessagesPage,
} from '#shared/schemas/contact-message';
import { takeAttempt } from '../auth/rate-limit';
import { getSettings } from '../settings/settings.service';

const WHO = { patient: 'Patient', doctor: 'Healthcare Provider' } as const;

/**
 * POST /contact (ADR 144): counted against the client address first (a full hour's worth is
 * 429, nothing kept), then stored and mailed to the support address of the settings, with a
 * Reply-To of the writer so the team answers them directly.
 */
export async function sendContactMessage(
  deps: Pick<Deps, 'db' | 'mailer' | 'now'>,
  input: ContactMessageInput,
  ip: string,
): Promise<{ id: string }> {
  const { db, mailer, now } = deps;
  await takeAttempt(db, [{ bucket: `contact:ip:${ip}`, ...CONTACT_LIMIT }], now());
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, ipAddress: ip, createdAt: now() })
    .returning({ id: contactMessages.id });
  const { contactEmail, siteName } = await getSettings(db);
  await mailer.send({
    to: contactEmail,
    replyTo: input.email,
    subject: `[${siteName} contact] ${input.subject}`,
    text: [
      `A message from the contact page of ${siteName}.`,
      '',
      `From: ${input.name} <${input.email}>`,
      `Writes as: ${WHO[input.userType]}`,
      `Subject: ${input.subject}`,
      '',
      input.message,
    ].join('\n'),
  });
  return { id: row.id };
}

const toMessage = (r: typeof contactMessages.$inferSelect): ContactMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  userType: r.userType,
  subject: r.subject,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
});

/** GET /admin/contact-messages: 20 a page, newest first. */
export async function listContactMessages(
  db: DbOrTx,
  { page }: { page: number },
): Promise<ContactMessagesPage> {
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(contactMessages);
  const total = counted?.n ?? 0;
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(CONTACT_MESSAGES_PAGE_SIZE)
    .offset((page - 1) * CONTACT_MESSAGES_PAGE_SIZE);
  return {
    messages: rows.map(toMessage),
    total,
    page,
    totalPages: Math.ceil(total / CONTACT_MESSAGES_PAGE_SIZE),
  };
}
