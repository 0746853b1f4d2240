import { eq, sql } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { DbOrTx } from '#server/db/client';
import {
  doctors,
  notificationPreferences,
  patientProfiles,
  sessions,
  users,
} from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { badRequest } from '#server/lib/errors';
import { isSmsReachable, normalizePhone } from '#shared/domain/phone-number';
import { describeUserAgent } from '#shared/domain/user-agent';
import {
  type Channel,
  type Choice,
  DEFAULT_CHOICES,
  type Language,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '#shared/schemas/notification-preferences';
import { audit } from '../audit/audit.service';

export const PREFERENCES_MSG = {
  noPhone: 'Add a mobile phone number to your profile before turning on SMS or WhatsApp messages',
} as const;

type Row = typeof notificationPreferences.$inferSelect;

/** What outreach needs to know about a reader (ADR 103). */
export type Reader = {
  choices: Record<Channel, Choice>;
  language: Language;
  /** The account's phone in E.164 when SMS and WhatsApp can reach it. */
  phone: string | null;
  /** Opted in to SMS with consent recorded, and not stopped since. */
  sms: boolean;
  whatsapp: boolean;
};

const anyOn = (choice: Choice) => choice.reminders || choice.changes || choice.prescriptions;

/** The account's phone as SMS can use it: a patient's own, a doctor's contact phone. */
export async function accountPhone(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ patient: patientProfiles.phone, doctor: doctors.contactInfo })
    .from(users)
    .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id))
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .where(eq(users.id, userId));
  const stored = row?.patient ?? row?.doctor?.phone ?? null;
  // Numbers saved before phones were normalised may still read as one.
  const phone = stored ? (normalizePhone(stored) ?? stored) : null;
  return isSmsReachable(phone) ? phone : null;
}

async function preferenceRow(db: DbOrTx, userId: string, lock = false): Promise<Row | undefined> {
  const query = db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const smsConsented = (row: Row | undefined) => Boolean(row?.smsConsentAt && !row.smsStoppedAt);

function view(row: Row | undefined, phone: string | null): NotificationPreferences {
  const choices = row?.choices ?? DEFAULT_CHOICES;
  return {
    email: choices.email,
    sms: choices.sms,
    whatsapp: choices.whatsapp,
    push: choices.push,
    language: row?.language ?? 'en',
    consent: {
      sms:
        row?.smsConsentAt && smsConsented(row)
          ? { at: row.smsConsentAt.toISOString(), device: row.smsConsentDevice ?? '' }
          : null,
      whatsapp: row?.whatsappConsentAt
        ? { at: row.whatsappConsentAt.toISOString(), device: row.whatsappConsentDevice ?? '' }
        : null,
    },
    phone,
  };
}

/** The reader's choices, language, usable phone and consents, for outreach. */
export async function readerOf(db: DbOrTx, userId: string): Promise<Reader> {
  const [row, phone] = [await preferenceRow(db, userId), await accountPhone(db, userId)];
  const choices = row?.choices ?? DEFAULT_CHOICES;
  return {
    choices,
    language: row?.language ?? 'en',
    phone,
    sms: smsConsented(row) && anyOn(choices.sms),
    whatsapp: Boolean(row?.whatsappConsentAt) && anyOn(choices.whatsapp),
  };
}

export async function getPreferences(
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
): Promise<NotificationPreferences> {
  const row = await preferenceRow(deps.db, actor.id);
  return view(row, await accountPhone(deps.db, actor.id));
}

/** How the session's device reads in the consent record: "Chrome on Android (phone)". */
async function deviceOf(db: DbOrTx, sessionId: string): Promise<string> {
  const [session] = await db
    .select({ userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  const d = describeUserAgent(session?.userAgent);
  const name = `${d.browser ?? 'Unknown browser'} on ${d.os ?? 'an unknown system'}`;
  return `${name}${d.kind ? ` (${d.kind})` : ''}, session ${sessionId}`;
}

/**
 * Saves every switch. Turning SMS or WhatsApp on records consent (when, from which device) once;
 * turning SMS off records when. Sending the same choices again changes nothing, so a replayed
 * offline change is harmless (ADR 103).
 */
export async function savePreferences(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: UserActor,
  input: NotificationPreferencesInput & { sessionId: string },
): Promise<NotificationPreferences> {
  const choices: Record<Channel, Choice> = {
    email: input.email,
    sms: input.sms,
    whatsapp: input.whatsapp,
    push: input.push,
  };
  const phone = await accountPhone(deps.db, actor.id);
  // Only a channel being turned on needs a phone now: one already on whose number has since
  // become unusable just sends nothing, so a save of other switches (or of the language) still
  // goes through.
  const earlier = (await preferenceRow(deps.db, actor.id))?.choices ?? DEFAULT_CHOICES;
  const needsPhone = (['sms', 'whatsapp'] as const).filter(
    (c) => anyOn(choices[c]) && !anyOn(earlier[c]),
  );
  if (!phone && needsPhone.length > 0)
    throw badRequest(
      PREFERENCES_MSG.noPhone,
      needsPhone.map((path) => ({ path, message: PREFERENCES_MSG.noPhone })),
    );
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const before = await preferenceRow(tx, actor.id, true);
    const smsWasOn = anyOn(before?.choices.sms ?? DEFAULT_CHOICES.sms);
    const smsOn = anyOn(choices.sms);
    const whatsappOn = anyOn(choices.whatsapp);
    const device =
      (smsOn && !smsConsented(before)) || (whatsappOn && !before?.whatsappConsentAt)
        ? await deviceOf(tx, input.sessionId)
        : null;
    const next = {
      choices,
      language: input.language ?? before?.language ?? 'en',
      smsConsentAt: before?.smsConsentAt ?? null,
      smsConsentDevice: before?.smsConsentDevice ?? null,
      smsStoppedAt: before?.smsStoppedAt ?? null,
      whatsappConsentAt: before?.whatsappConsentAt ?? null,
      whatsappConsentDevice: before?.whatsappConsentDevice ?? null,
      updatedAt: now,
    };
    if (smsOn && !smsConsented(before)) {
      Object.assign(next, { smsConsentAt: now, smsConsentDevice: device, smsStoppedAt: null });
    } else if (!smsOn && smsWasOn) next.smsStoppedAt = now;
    // WhatsApp turned off withdraws its consent; turning it on again asks for a new one.
    if (whatsappOn && !before?.whatsappConsentAt) {
      Object.assign(next, { whatsappConsentAt: now, whatsappConsentDevice: device });
    } else if (!whatsappOn)
      Object.assign(next, { whatsappConsentAt: null, whatsappConsentDevice: null });
    const [saved] = await tx
      .insert(notificationPreferences)
      .values({ userId: actor.id, ...next })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: next })
      .returning();
    const consentChanged =
      saved.smsConsentAt?.getTime() !== before?.smsConsentAt?.getTime() ||
      saved.smsStoppedAt?.getTime() !== before?.smsStoppedAt?.getTime() ||
      saved.whatsappConsentAt?.getTime() !== before?.whatsappConsentAt?.getTime();
    if (consentChanged) {
      const said = (on: boolean) => (on ? 'on' : 'off');
      await audit(
        deps,
        actor,
        {
          action: 'update',
          resource: 'NotificationPreferences',
          resourceId: actor.id,
          details: `SMS ${said(smsOn)}, WhatsApp ${said(whatsappOn)}`,
        },
        tx,
      );
    }
    return saved;
  });
  return view(row, phone);
}

/**
 * A STOP from `phone`: that channel off for every account with the number; for SMS, when it was
 * stopped, and for WhatsApp its consent withdrawn. Answers how many accounts it reached.
 */
export async function stopMessages(
  deps: Pick<Deps, 'db' | 'now'>,
  phone: string,
  channel: 'sms' | 'whatsapp',
): Promise<number> {
  const now = deps.now();
  // Phones are kept in E.164, so the number the provider reports is compared as it is.
  const found = await deps.db
    .select({ id: users.id })
    .from(users)
    .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id))
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .where(sql`${patientProfiles.phone} = ${phone} or ${doctors.contactInfo}->>'phone' = ${phone}`);
  const off: Choice = { reminders: false, changes: false, prescriptions: false };
  for (const { id: userId } of found) {
    await deps.db.transaction(async (tx) => {
      const before = await preferenceRow(tx, userId, true);
      const choices = { ...(before?.choices ?? DEFAULT_CHOICES), [channel]: off };
      const stop =
        channel === 'sms'
          ? { smsStoppedAt: now }
          : { whatsappConsentAt: null, whatsappConsentDevice: null };
      await tx
        .insert(notificationPreferences)
        .values({ userId, choices, ...stop, updatedAt: now })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { choices, ...stop, updatedAt: now },
        });
    });
  }
  return found.length;
}
