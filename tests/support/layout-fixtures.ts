import { and, desc, eq } from 'drizzle-orm';
import {
  doctorPractices,
  doctors,
  patientProfiles,
  users,
  visitSummaries,
  visitSummaryVersions,
} from '#server/db/schema/index';
import type { Medicine } from '#shared/schemas/visit-summary';
import { DEMO_ACCOUNTS, type E2E } from './e2e';

/**
 * Long data for the layout journey (ADR 149), written over the demo records of this test's own
 * database: the screens must hold the longest real data, not the demo's short names.
 */
export const LONG = {
  patientName: 'Ayesha Khan Muhammad Abdul-Rehman Chaudhry Siddiqui',
  street: 'House 1234-B, Street 56, Phase VIII Extension, Defence Housing Authority',
  // 40 characters: a clinic name as long as the ones doctors give.
  clinicName: 'Shifa International Hospital Diagnostics',
  practiceAddress:
    'Plot 27-C, Main Shahrah-e-Faisal Service Road, opposite Karachi Gymkhana Commercial Area',
  doctorEmail: 'dr.imran.qureshi.consultant.physician@shifa-international-hospital.com.pk',
  medicines: [
    {
      name: 'Amoxicillin with Clavulanic Acid (Augmentin)',
      strength: '625 mg',
      form: 'Tablet',
      dose: '1',
      frequency: 'Twice a day, every twelve hours',
      duration: '7 days',
      instructions: 'After meals with a full glass of water; finish the whole course',
      code: null,
    },
    {
      name: 'Paracetamol',
      strength: '500 mg',
      form: 'Tablet',
      dose: '2',
      frequency: 'Three times a day when needed',
      duration: '5 days',
      instructions: 'Not more than eight tablets in a day',
      code: null,
    },
    {
      name: 'Omeprazole',
      strength: '20 mg',
      form: 'Capsule',
      dose: '1',
      frequency: 'Once a day before breakfast',
      duration: '14 days',
      instructions: 'Thirty minutes before the first meal',
      code: null,
    },
  ] satisfies Medicine[],
};

const userId = async (e2e: E2E, email: string) => {
  const [row] = await e2e.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no demo account ${email}`);
  return row.id;
};

/** Makes the demo patient's, the demo doctor's and one prescription's data long. */
export async function makeDataLong(e2e: E2E, summarizedAppointment: string) {
  const patient = await userId(e2e, DEMO_ACCOUNTS.patient.email);
  await e2e.db.update(users).set({ name: LONG.patientName }).where(eq(users.id, patient));
  const [profile] = await e2e.db
    .select({ address: patientProfiles.address })
    .from(patientProfiles)
    .where(eq(patientProfiles.userId, patient));
  await e2e.db
    .update(patientProfiles)
    .set({
      address: {
        street: LONG.street,
        city: profile?.address?.city || 'Karachi',
        state: 'Sindh',
        zipCode: '75500',
        country: 'Pakistan',
      },
    })
    .where(eq(patientProfiles.userId, patient));

  const doctorUser = await userId(e2e, DEMO_ACCOUNTS.doctor.email);
  const [doctor] = await e2e.db
    .select({ id: doctors.id, contactInfo: doctors.contactInfo })
    .from(doctors)
    .where(eq(doctors.userId, doctorUser));
  await e2e.db
    .update(doctors)
    .set({
      clinicName: LONG.clinicName,
      contactInfo: {
        phone: doctor!.contactInfo?.phone ?? '',
        website: doctor!.contactInfo?.website ?? '',
        email: LONG.doctorEmail,
      },
    })
    .where(eq(doctors.id, doctor!.id));
  const practices = await e2e.db
    .select()
    .from(doctorPractices)
    .where(eq(doctorPractices.doctorId, doctor!.id));
  const firstClinic = practices
    .filter((p) => p.kind === 'clinic')
    .sort((a, b) => a.position - b.position)[0];
  for (const practice of practices) {
    if (practice.kind !== 'clinic') continue;
    await e2e.db
      .update(doctorPractices)
      .set({
        name: practice === firstClinic ? LONG.clinicName : practice.name,
        location: practice.location && { ...practice.location, address: LONG.practiceAddress },
      })
      .where(eq(doctorPractices.id, practice.id));
  }

  const [summary] = await e2e.db
    .select({ id: visitSummaries.id })
    .from(visitSummaries)
    .where(eq(visitSummaries.appointmentId, summarizedAppointment));
  const [latest] = await e2e.db
    .select({ version: visitSummaryVersions.version })
    .from(visitSummaryVersions)
    .where(eq(visitSummaryVersions.summaryId, summary!.id))
    .orderBy(desc(visitSummaryVersions.version))
    .limit(1);
  await e2e.db
    .update(visitSummaryVersions)
    .set({ medicines: LONG.medicines })
    .where(
      and(
        eq(visitSummaryVersions.summaryId, summary!.id),
        eq(visitSummaryVersions.version, latest!.version),
      ),
    );
}
