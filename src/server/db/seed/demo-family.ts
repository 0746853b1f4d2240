import { type NotificationData, notificationData } from '#shared/domain/notification-texts';
import type { Medicine } from '#shared/schemas/visit-summary';
import { newTokenId } from '../../lib/prescription-token';
import type { Tx } from '../client';
import { appointments, familyMembers, visitSummaries, visitSummaryVersions } from '../schema/index';
import { completedVisit } from './demo-data';

type Doctor = { id: string; consultationFee: number };

const medicine = (m: Omit<Medicine, 'code'>): Medicine => ({ code: null, ...m });

/**
 * The demo patient's family (ADR 095) and what their doctor wrote after two visits (ADR 096): a
 * child and a parent on the account, the child's completed visit with the demo doctor, and a
 * summary with a prescription on it and on the patient's own completed visit. Answers the
 * notifications those summaries sent, for the caller to store with the others, and how many
 * appointments it added.
 */
export async function seedDemoFamily(
  tx: Tx,
  input: {
    patient: { id: string; name: string; phone: string };
    doctor: Doctor & { name: string };
    ownVisit: { id: string; startTime: Date; endTime: Date };
    childVisitStart: Date;
  },
): Promise<{
  notes: { userId: string; appointmentId: string; data: NotificationData }[];
  appointments: number;
}> {
  const { patient, doctor } = input;
  const emergencyContact = {
    name: patient.name,
    relationship: 'Mother',
    phone: patient.phone,
    email: '',
  };
  const [child] = await tx
    .insert(familyMembers)
    .values([
      {
        userId: patient.id,
        name: 'Hamza Khan',
        relationship: 'child',
        dateOfBirth: '2018-09-14',
        gender: 'male',
        bloodGroup: 'B+',
        emergencyContact,
        medicalHistory: {
          conditions: ['Seasonal allergic rhinitis'],
          allergies: ['Dust mites'],
          medications: [],
          surgeries: [],
          familyHistory: ['Asthma (mother)'],
        },
      },
      {
        userId: patient.id,
        name: 'Nasreen Begum',
        relationship: 'parent',
        dateOfBirth: '1958-02-11',
        gender: 'female',
        bloodGroup: 'O+',
        emergencyContact: { ...emergencyContact, relationship: 'Daughter' },
        medicalHistory: {
          conditions: ['Type 2 diabetes', 'Hypertension'],
          allergies: [],
          medications: ['Metformin 500 mg', 'Amlodipine 5 mg'],
          surgeries: ['Cataract surgery (2019)'],
          familyHistory: [],
        },
      },
    ])
    .returning();
  const start = input.childVisitStart;
  const visits = await tx
    .insert(appointments)
    .values({
      ...completedVisit(doctor, patient.id, start, 'Sneezing and blocked nose every morning'),
      familyMemberId: child!.id,
    })
    .returning();

  const written = [
    {
      visit: visits[0]!,
      patientName: child!.name,
      diagnosis: 'Allergic rhinitis, mild persistent',
      advice: 'Wash bedding weekly in hot water; keep the bedroom free of carpets and soft toys.',
      medicines: [
        medicine({
          name: 'Cetirizine syrup',
          strength: '5 mg/5 ml',
          form: 'syrup',
          dose: '5 ml',
          frequency: 'once a day at night',
          duration: '14 days',
          instructions: 'after dinner',
        }),
        medicine({
          name: 'Saline nasal spray',
          strength: '0.65%',
          form: 'nasal spray',
          dose: '2 sprays each nostril',
          frequency: 'twice a day',
          duration: '14 days',
          instructions: '',
        }),
      ],
      tests: [],
      followUpDays: 14,
    },
    {
      visit: input.ownVisit,
      patientName: patient.name,
      diagnosis: 'Exercise-related chest discomfort; ECG normal',
      advice: 'Warm up for ten minutes before exercise. Come back at once if the pain is at rest.',
      medicines: [
        medicine({
          name: 'Salbutamol inhaler',
          strength: '100 mcg',
          form: 'inhaler',
          dose: '2 puffs',
          frequency: 'before exercise',
          duration: '1 month',
          instructions: 'use with a spacer',
        }),
      ],
      tests: ['Lipid profile', 'Exercise tolerance test'],
      followUpDays: 30,
    },
  ];
  const notes: { userId: string; appointmentId: string; data: NotificationData }[] = [];
  for (const { visit, patientName, ...content } of written) {
    const at = new Date(visit.endTime.getTime() + 15 * 60000);
    const [summary] = await tx
      .insert(visitSummaries)
      .values({ appointmentId: visit.id, version: 1, createdAt: at, updatedAt: at })
      .returning();
    await tx.insert(visitSummaryVersions).values({
      summaryId: summary!.id,
      version: 1,
      ...content,
      verifyTokenId: newTokenId(),
      createdAt: at,
    });
    notes.push({
      userId: patient.id,
      appointmentId: visit.id,
      data: notificationData('PRESCRIPTION_READY', {
        doctorName: doctor.name,
        patientName,
        start: visit.startTime.toISOString(),
      }),
    });
  }
  return { notes, appointments: visits.length };
}
