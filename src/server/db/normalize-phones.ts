import { eq, sql } from 'drizzle-orm';
import { normalizePhone } from '#shared/domain/phone-number';
import type { Db } from './client';
import { doctors, familyMembers, patientProfiles } from './schema/index';

/** Rows whose number does not match this (E.164) are the only ones a start-up looks at. */
const E164_PATTERN = '^\\+[1-9][0-9]{6,14}$';

/** The stored number in E.164 when it can be read and is not already; else undefined. */
function readable(stored: string | null | undefined): string | undefined {
  if (!stored) return undefined;
  const e164 = normalizePhone(stored);
  return e164 && e164 !== stored ? e164 : undefined;
}

/**
 * At start-up, numbers saved before phones were checked are rewritten in E.164 where they can be
 * read; the rest stay as they are and read as "not usable for SMS" (ADR 102). A changed row gets
 * a new `updatedAt`, so devices refresh their copies. Idempotent: a second start finds nothing.
 */
export async function normalizeStoredPhones(db: Db, now: Date = new Date()) {
  let changed = 0;
  const patients = await db
    .select({
      userId: patientProfiles.userId,
      phone: patientProfiles.phone,
      contact: patientProfiles.emergencyContact,
    })
    .from(patientProfiles)
    .where(
      sql`(${patientProfiles.phone} <> '' and ${patientProfiles.phone} !~ ${E164_PATTERN})
        or (${patientProfiles.emergencyContact}->>'phone' <> ''
          and ${patientProfiles.emergencyContact}->>'phone' !~ ${E164_PATTERN})`,
    );
  for (const row of patients) {
    const phone = readable(row.phone);
    const contactPhone = readable(row.contact?.phone);
    if (!phone && !contactPhone) continue;
    await db
      .update(patientProfiles)
      .set({
        ...(phone ? { phone } : {}),
        ...(contactPhone && row.contact
          ? { emergencyContact: { ...row.contact, phone: contactPhone } }
          : {}),
        updatedAt: now,
      })
      .where(eq(patientProfiles.userId, row.userId));
    changed++;
  }
  const members = await db
    .select({ id: familyMembers.id, contact: familyMembers.emergencyContact })
    .from(familyMembers)
    .where(
      sql`${familyMembers.emergencyContact}->>'phone' <> ''
        and ${familyMembers.emergencyContact}->>'phone' !~ ${E164_PATTERN}`,
    );
  for (const row of members) {
    const phone = readable(row.contact?.phone);
    if (!phone || !row.contact) continue;
    await db
      .update(familyMembers)
      .set({ emergencyContact: { ...row.contact, phone }, updatedAt: now })
      .where(eq(familyMembers.id, row.id));
    changed++;
  }
  const clinics = await db
    .select({ id: doctors.id, contact: doctors.contactInfo })
    .from(doctors)
    .where(
      sql`${doctors.contactInfo}->>'phone' <> '' and ${doctors.contactInfo}->>'phone' !~ ${E164_PATTERN}`,
    );
  for (const row of clinics) {
    const phone = readable(row.contact?.phone);
    if (!phone || !row.contact) continue;
    await db
      .update(doctors)
      .set({ contactInfo: { ...row.contact, phone }, updatedAt: now })
      .where(eq(doctors.id, row.id));
    changed++;
  }
  return changed;
}
