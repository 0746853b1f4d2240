import type { VisitSummary, VisitSummaryInput } from '#shared/schemas/visit-summary';

/** A summary as the doctor writes it: one medicine, one test, a week's follow-up. */
export const WRITTEN: VisitSummaryInput = {
  diagnosis: 'Viral fever',
  advice: 'Rest and fluids',
  medicines: [
    {
      name: 'Paracetamol',
      strength: '500 mg',
      form: 'Tablet',
      dose: '1',
      frequency: 'Three times a day',
      duration: '5 days',
      instructions: 'After meals',
    },
  ],
  tests: ['CBC'],
  followUpDays: 7,
};

/** What the server answers for a written summary: its version, the doctor and the person seen. */
export function answeredSummary(
  input: VisitSummaryInput,
  version: number,
  patient: Partial<VisitSummary['patient']> = {},
): VisitSummary {
  return {
    ...input,
    medicines: input.medicines.map((m) => ({ ...m, code: null })),
    appointmentId: 'a1',
    version,
    amended: version > 1,
    createdAt: '2030-01-07T06:00:00.000Z',
    updatedAt: '2030-01-07T06:00:00.000Z',
    amendableUntil: '2030-01-08T06:00:00.000Z',
    verifyUrl: `https://mashwara.test/verify/token-${version}`,
    doctor: {
      name: 'Dr Ayesha Khan',
      qualifications: 'MBBS, FCPS',
      licenseNumber: '12345-P',
      clinicName: 'Shifa Clinic',
      specialization: 'General Physician',
    },
    patient: {
      name: 'Ali Raza',
      dateOfBirth: '1990-01-01',
      gender: 'male',
      relationship: null,
      ...patient,
    },
  };
}
