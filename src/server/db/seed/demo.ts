import { TZDate } from '@date-fns/tz';
import { addDays, set } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '#server/lib/password';
import {
  englishFormat,
  type NotificationData,
  notificationData,
  notificationText,
} from '#shared/domain/notification-texts';
import { SPECIALTIES } from '#shared/schemas/doctor';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import type { Db } from '../client';
import {
  appointments,
  doctorAvailability,
  doctorPractices,
  doctors,
  notifications,
  patientProfiles,
  reviews,
  users,
} from '../schema/index';
import {
  completedVisit,
  DEMO_ACCOUNTS,
  FIRST_NAMES,
  LAST_NAMES,
  REASONS,
  REVIEW_TEXTS,
  SPECIALTY_DETAILS,
} from './demo-data';
import { seedDesk } from './demo-desk';
import { seedDemoFamily } from './demo-family';
import { PROVINCE } from './demo-places';
import { practicePlan, type SeededPractice, seedPractices } from './demo-practices';

const ZONE = DEFAULT_SETTINGS.timezone;
// Phones are stored in E.164, as every save writes them (ADR 102).
const PATIENT_PHONE = '+923001234567';
const DOCTORS_PER_SPECIALTY = 6;

/** A clinic-time instant `days` from today at hh:mm. */
function clinicTime(days: number, hh: number, mm = 0): Date {
  const today = new TZDate(Date.now(), ZONE);
  return new Date(
    set(addDays(today, days), { hours: hh, minutes: mm, seconds: 0, milliseconds: 0 }).getTime(),
  );
}

/**
 * Seeds ADR 012's demo data on an empty database; answers what it made, or null if there was data.
 */
export async function seedDemo(db: Db) {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(doctors);
  if (Number(count) > 0) return null;

  const [patientHash, doctorHash, deskHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.patient.password),
    hashPassword(DEMO_ACCOUNTS.doctor.password),
    hashPassword(DEMO_ACCOUNTS.desk.password),
  ]);

  return db.transaction(async (tx) => {
    const [patient] = await tx
      .insert(users)
      .values({
        name: DEMO_ACCOUNTS.patient.name,
        email: DEMO_ACCOUNTS.patient.email,
        passwordHash: patientHash,
        role: 'patient',
        isVerified: true,
      })
      .returning();
    await tx.insert(patientProfiles).values({
      userId: patient.id,
      phone: PATIENT_PHONE,
      dateOfBirth: '1992-04-18',
      gender: 'female',
      bloodGroup: 'B+',
      address: {
        street: '12 Khayaban-e-Ittehad, DHA Phase 6',
        city: 'Karachi',
        state: 'Sindh',
        zipCode: '75500',
        country: 'Pakistan',
      },
      emergencyContact: {
        name: 'Usman Khan',
        relationship: 'Brother',
        phone: '+923217654321',
        email: 'usman.khan@example.pk',
      },
      medicalHistory: {
        conditions: ['Mild asthma'],
        allergies: ['Penicillin'],
        medications: ['Salbutamol inhaler'],
        surgeries: [],
        familyHistory: ['Type 2 diabetes (father)'],
      },
    });

    // Other patients only write the reviews behind the doctors' ratings.
    const reviewers = await tx
      .insert(users)
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          name: `${FIRST_NAMES.female[i]} ${LAST_NAMES[(i + 3) % LAST_NAMES.length]}`,
          email: `reviewer${i + 1}@demo.mashwara.pk`,
          passwordHash: patientHash,
          role: 'patient' as const,
          isVerified: true,
        })),
      )
      .returning();
    await tx.insert(patientProfiles).values(reviewers.map((r) => ({ userId: r.id })));

    const doctorRows: (typeof doctors.$inferSelect)[] = [];
    const doctorNames: string[] = [];
    const practices: Awaited<ReturnType<typeof seedPractices>>[] = [];
    let n = 0;
    for (const specialization of SPECIALTIES) {
      for (let i = 0; i < DOCTORS_PER_SPECIALTY; i++, n++) {
        const gender = n % 2 === 0 ? 'male' : 'female';
        // Genders alternate, so i counts doctors of one gender; first and last names never repeat as a pair.
        const i = n >> 1;
        const first = FIRST_NAMES[gender][i % FIRST_NAMES[gender].length];
        const last = LAST_NAMES[(i * 5 + Math.floor(i / LAST_NAMES.length)) % LAST_NAMES.length];
        const isMain = n === 0;
        const email = isMain
          ? DEMO_ACCOUNTS.doctor.email
          : `${first}.${last}.${n}@demo.mashwara.pk`.toLowerCase();
        const name = isMain ? DEMO_ACCOUNTS.doctor.name : `${first} ${last}`;
        doctorNames.push(name);
        // Where the doctor practises (ADR 112); the doctor row's place is the morning practice's.
        const plan = practicePlan(n);
        const city = plan.city;
        const details = SPECIALTY_DETAILS[specialization];
        const [user] = await tx
          .insert(users)
          .values({
            name,
            email,
            passwordHash: doctorHash,
            role: 'doctor',
            isVerified: true,
            status: 'active',
          })
          .returning();
        const [doctor] = await tx
          .insert(doctors)
          .values({
            userId: user.id,
            gender,
            specialization,
            qualifications: details.qualifications,
            clinicName: `${details.clinic}, ${city}`,
            experience: 3 + ((n * 7) % 22),
            licenseNumber: `PMDC-${10000 + n * 137}`,
            consultationFee: 1000 + ((n * 250) % 3000),
            about: `${name} is a ${specialization.toLowerCase()} specialist practising in ${city}.`,
            services: details.services,
            languages: n % 3 === 0 ? ['Urdu', 'English', 'Punjabi'] : ['Urdu', 'English'],
            contactInfo: { phone: plan.first.phone, email, website: '' },
            location: {
              address: plan.first.address,
              city,
              state: PROVINCE[city],
              country: 'Pakistan',
              zipCode: '',
            },
            city,
            education: [
              {
                degree: 'MBBS',
                institution: 'King Edward Medical University',
                year: String(1995 + (n % 20)),
              },
            ],
            verificationStatus: 'verified',
            verifiedAt: new Date(),
          })
          .returning();
        doctorRows.push(doctor);
        // A mobile for the video practice, a landline of the city for each clinic (E.164).
        const mobile = `+9230${String(10000000 + n * 7919).slice(0, 8)}`;
        practices.push(
          await seedPractices(
            tx,
            { id: doctor.id, consultationFee: doctor.consultationFee, phone: mobile },
            plan,
          ),
        );
      }
    }

    const [pendingUser] = await tx
      .insert(users)
      .values({
        name: DEMO_ACCOUNTS.pendingDoctor.name,
        email: DEMO_ACCOUNTS.pendingDoctor.email,
        passwordHash: doctorHash,
        role: 'doctor',
        status: 'pending',
        isVerified: false,
      })
      .returning();
    const [pendingDoctor] = await tx
      .insert(doctors)
      .values({
        userId: pendingUser.id,
        gender: 'female',
        specialization: 'Pediatrics',
        qualifications: 'MBBS, FCPS (Paediatrics)',
        clinicName: 'Little Stars Clinic, Lahore',
        experience: 6,
        licenseNumber: 'PMDC-77881',
        consultationFee: 2000,
        contactInfo: {
          phone: '+924235714422',
          email: DEMO_ACCOUNTS.pendingDoctor.email,
          website: '',
        },
        city: 'Lahore',
        location: {
          address: '5-E, Main Market, Gulberg II',
          city: 'Lahore',
          state: 'Punjab',
          country: 'Pakistan',
          zipCode: '',
        },
        verificationStatus: 'pending',
      })
      .returning();
    await tx.insert(doctorAvailability).values(
      [1, 2, 3, 4, 5].map((weekday) => ({
        doctorId: pendingDoctor.id,
        weekday,
        startMinute: 540,
        endMinute: 1020,
      })),
    );
    await tx
      .update(doctorPractices)
      .set({
        location: {
          address: '5-E, Main Market, Gulberg II',
          city: 'Lahore',
          area: 'Gulberg II',
          landmark: 'near Main Market roundabout',
          country: 'Pakistan',
        },
      })
      .where(eq(doctorPractices.doctorId, pendingDoctor.id));

    // Past completed appointments with reviews: they make the ratings.
    let reviewCount = 0;
    for (const [d, doctor] of doctorRows.entries()) {
      const howMany = 1 + (d % 4);
      for (let k = 0; k < howMany; k++) {
        const reviewer = reviewers[(d + k) % reviewers.length];
        const start = clinicTime(-7 - k * 3 - (d % 5), 10 + (k % 6));
        const [appt] = await tx
          .insert(appointments)
          .values(completedVisit(doctor, reviewer.id, start, REASONS[(d + k) % REASONS.length]))
          .returning();
        const text = REVIEW_TEXTS[(d * 3 + k) % REVIEW_TEXTS.length];
        await tx.insert(reviews).values({
          appointmentId: appt.id,
          doctorId: doctor.id,
          patientId: reviewer.id,
          ...text,
          isAnonymous: k % 3 === 2,
          createdAt: new Date(start.getTime() + 3 * 3600000),
        });
        reviewCount++;
      }
    }

    // The demo patient: one appointment in every status, with the main demo doctor and others,
    // and a video visit with the demo doctor to try a call with (ADR 112).
    const main = doctorRows[0];
    const other = doctorRows[7];
    const third = doctorRows[14];
    const mainAt = practices[0]!;
    const mainVideo = mainAt.video;
    if (!mainVideo) throw new Error('the demo doctor has no video practice');
    const mk = (
      doctor: typeof main,
      start: Date,
      status: (typeof appointments.$inferInsert)['status'],
      extra: Partial<typeof appointments.$inferInsert> = {},
      practice?: SeededPractice,
    ) => ({
      doctorId: doctor.id,
      patientId: patient.id,
      startTime: start,
      endTime: new Date(start.getTime() + 30 * 60000),
      // Without a practice, the one whose hours hold the start (migration 0025).
      ...(practice ? { practiceId: practice.id } : {}),
      type: 'consultation' as const,
      reason: REASONS[0],
      status,
      fee: practice?.fee ?? doctor.consultationFee,
      paymentMethod: 'cash',
      paymentStatus: 'pending' as const,
      confirmedAt: start < new Date() ? start : new Date(),
      ...extra,
    });
    const patientAppointments = await tx
      .insert(appointments)
      .values([
        mk(
          main,
          clinicTime(nextWeekday(2), 10),
          'scheduled',
          { reason: 'Follow-up on blood pressure readings', type: 'follow-up' },
          mainAt.first,
        ),
        mk(other, clinicTime(nextWeekday(4), 11, 30), 'pending', {
          reason: 'Persistent headache for two weeks',
        }),
        mk(third, clinicTime(nextWeekday(6), 12), 'scheduled', {
          reason: 'Eye irritation and redness',
        }),
        mk(
          main,
          clinicTime(-20, 12),
          'completed',
          { reason: 'Chest discomfort after exercise', paymentStatus: 'paid' },
          mainAt.first,
        ),
        mk(other, clinicTime(-12, 9, 30), 'completed', {
          reason: 'Routine check-up',
          paymentStatus: 'paid',
        }),
        mk(third, clinicTime(-5, 13), 'cancelled', {
          reason: 'Tooth pain',
          cancellationReason: 'I could not travel that day',
        }),
        mk(main, clinicTime(-30, 13), 'no-show', { reason: 'Fever and cough' }, mainAt.first),
        mk(
          main,
          clinicTime(nextWeekday(1, practicePlan(0).video!.hours[0]!.weekdays), 15, 30),
          'scheduled',
          { reason: 'Blood pressure review by video', type: 'follow-up' },
          mainVideo,
        ),
      ])
      .returning();
    await tx.insert(reviews).values({
      appointmentId: patientAppointments[3].id,
      doctorId: main.id,
      patientId: patient.id,
      rating: 5,
      title: 'Put my mind at ease',
      review: 'Dr. Qureshi explained the ECG results clearly and gave practical advice.',
      createdAt: clinicTime(-19, 18),
    });
    reviewCount++;

    // Made from the shared texts as the server makes them, so they show in the reader's language.
    const note = (
      userId: string,
      data: NotificationData,
      extra: { appointmentId?: string; isRead?: boolean },
    ) => ({
      userId,
      ...notificationText(data, englishFormat(ZONE)),
      data,
      ...extra,
    });
    const [followUp, , , reviewed, , cancelled] = patientAppointments;
    const mainName = doctorNames[0]!;
    const family = await seedDemoFamily(tx, {
      patient: { id: patient.id, name: patient.name, phone: PATIENT_PHONE },
      doctor: { ...main, name: mainName },
      ownVisit: reviewed,
      childVisitStart: clinicTime(-8, 11),
    });
    await tx.insert(notifications).values([
      note(
        patient.id,
        notificationData('APPOINTMENT_CONFIRMED', {
          doctorName: mainName,
          start: followUp.startTime.toISOString(),
        }),
        { appointmentId: followUp.id },
      ),
      note(
        patient.id,
        notificationData('APPOINTMENT_REMINDER', {
          doctorName: mainName,
          start: followUp.startTime.toISOString(),
        }),
        { appointmentId: followUp.id, isRead: true },
      ),
      note(
        patient.id,
        notificationData('PAYMENT_RECEIVED', { amount: reviewed.fee, doctorName: mainName }),
        { appointmentId: reviewed.id, isRead: true },
      ),
      note(
        main.userId,
        notificationData('APPOINTMENT_BOOKED', {
          patientName: patient.name,
          appointmentType: followUp.type,
          start: followUp.startTime.toISOString(),
        }),
        { appointmentId: followUp.id },
      ),
      note(
        main.userId,
        notificationData('REVIEW_RECEIVED', {
          authorName: patient.name,
          rating: 5,
          reviewTitle: 'Put my mind at ease',
        }),
        { appointmentId: reviewed.id },
      ),
      note(
        third.userId,
        notificationData('APPOINTMENT_CANCELLED', {
          patientName: patient.name,
          start: cancelled.startTime.toISOString(),
          reason: cancelled.cancellationReason ?? '',
        }),
        { appointmentId: cancelled.id, isRead: true },
      ),
      ...family.notes.map((p, i) =>
        note(p.userId, p.data, { appointmentId: p.appointmentId, isRead: i > 0 }),
      ),
    ]);

    // Ratings count approved reviews only (ADR 008).
    await tx.execute(sql`
      update doctors d set rating_average = coalesce(s.avg, 0), rating_count = coalesce(s.cnt, 0)
      from (select doctor_id, round(avg(rating)::numeric, 1)::float8 as avg, count(*)::int as cnt
            from reviews where status = 'approved' group by doctor_id) s
      where d.id = s.doctor_id`);
    const walkIns = await seedDesk(
      tx,
      doctorRows[0]!.id,
      [practices[0]!.first, practices[0]!.evening],
      deskHash,
    );
    return {
      doctors: doctorRows.length + 1,
      appointments: reviewCount + patientAppointments.length + family.appointments + walkIns,
      reviews: reviewCount,
    };
  });
}

/**
 * Days from today to the next of `weekdays` (Mon–Fri by default) at least `min` days ahead, so
 * slots fall inside availability.
 */
function nextWeekday(min: number, weekdays: readonly number[] = [1, 2, 3, 4, 5]): number {
  for (let d = min; ; d++) {
    const day = addDays(new TZDate(Date.now(), ZONE), d).getDay();
    if (weekdays.includes(day)) return d;
  }
}
