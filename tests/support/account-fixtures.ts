import { eq } from 'drizzle-orm';
import { patientNotes, payments, refunds } from '#server/db/schema/index';
import {
  clinicSlot,
  createVerifiedDoctor,
  insertAppointment,
  signUpPatient,
} from './appointment-builders';
import { STRONG_PASSWORD } from './builders';
import { ALL_ON, choices } from './messaging-fixtures';
import { browserKeys } from './push-service-stub';
import type { TestServer } from './test-server';

/** The person whose data the export and erasure tests follow: no one else shares these. */
export const PERSON = {
  name: 'Zarmeen Kausar',
  phone: '+923451234987',
  localPhone: '3451234987',
};

/**
 * A patient holding one of everything (ADR 109): a full profile, a family member, a past visit
 * paid online and refunded, with a review and a visit summary with a prescription, an upcoming
 * appointment, a notification, a waiting-list entry, notification choices with consent, a push
 * subscription, and a doctor's note about them.
 */
export async function accountWithEverything(server: TestServer) {
  const doctor = await createVerifiedDoctor(server, 'Fahad Mirza');
  const patient = await signUpPatient(server, { name: PERSON.name });
  const token = patient.token;
  const must = (what: string, res: { status: number; text: string }) => {
    if (res.status >= 300) throw new Error(`${what} failed: ${res.status} ${res.text}`);
  };
  must(
    'profile',
    await server.put(
      '/auth/profile',
      {
        name: PERSON.name,
        phone: PERSON.phone,
        dateOfBirth: '1991-02-03',
        gender: 'female',
        bloodGroup: 'O+',
        address: {
          street: '7 Mall Road',
          city: 'Lahore',
          state: 'Punjab',
          zipCode: '54000',
          country: 'Pakistan',
        },
        emergencyContact: {
          name: 'Saad Kausar',
          relationship: 'Brother',
          phone: '+923009876543',
          email: '',
        },
        medicalHistory: {
          conditions: ['Asthma'],
          allergies: [],
          medications: [],
          surgeries: [],
          familyHistory: [],
        },
      },
      { token },
    ),
  );
  const member = await server.post(
    '/family-members',
    { name: 'Haris Kausar', relationship: 'child' },
    { token },
  );
  must('family member', member);

  const past = clinicSlot(server, -3, '11:00');
  const visit = await insertAppointment(server, {
    doctorId: doctor.doctor.id,
    patientId: patient.user._id,
    start: past.start,
    end: past.end,
    status: 'completed',
    paymentMethod: 'online',
    paymentStatus: 'refunded',
  });
  const [charge] = await server.db
    .insert(payments)
    .values({
      appointmentId: visit.id,
      provider: 'sandbox',
      reference: `T-${visit.id}`,
      amount: 1500,
      status: 'paid',
    })
    .returning();
  await server.db.insert(refunds).values({
    appointmentId: visit.id,
    paymentId: charge.id,
    provider: 'sandbox',
    amount: 1500,
    status: 'succeeded',
    idempotencyKey: `refund-${visit.id}`,
    reference: 'R-1',
  });
  must(
    'review',
    await server.post(
      '/reviews',
      {
        doctorId: doctor.doctor.id,
        appointmentId: visit.id,
        rating: 5,
        title: 'Very kind',
        review: 'Explained everything and did not rush.',
        isAnonymous: false,
      },
      { token },
    ),
  );
  must(
    'summary',
    await server.put(
      `/appointments/${visit.id}/summary`,
      {
        diagnosis: 'Seasonal asthma',
        medicines: [
          { name: 'Salbutamol', dose: '2 puffs', frequency: 'When needed', duration: '7 days' },
        ],
      },
      { token: doctor.token },
    ),
  );
  const soon = clinicSlot(server, 5, '12:00');
  const upcoming = await insertAppointment(server, {
    doctorId: doctor.doctor.id,
    patientId: patient.user._id,
    start: soon.start,
    end: soon.end,
    reason: `Follow-up for ${PERSON.name}`,
  });
  const waitFrom = clinicSlot(server, 6, '10:00').startTime.slice(0, 10);
  must(
    'waitlist',
    await server.post(
      '/waitlist',
      { doctorId: doctor.doctor.id, from: waitFrom, to: waitFrom },
      { token },
    ),
  );
  must('choices', await server.put('/notification-preferences', choices(ALL_ON), { token }));
  must(
    'push',
    await server.post(
      '/push/subscriptions',
      browserKeys().json('https://push.example.com/everything'),
      { token },
    ),
  );
  await server.db.insert(patientNotes).values({
    doctorUserId: doctor.userId,
    patientUserId: patient.user._id,
    notes: `${PERSON.name} prefers morning visits; call ${PERSON.phone}.`,
  });
  // The doctor is told of the booking, in text that names the patient.
  const [row] = await server.db.select().from(payments).where(eq(payments.id, charge.id));
  return {
    doctor,
    patient,
    password: STRONG_PASSWORD,
    visit,
    upcoming,
    member: member.body.data,
    charge: row,
  };
}
