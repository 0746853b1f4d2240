import { msg } from '#app/lib/i18n';

/**
 * The seeded demo users (ADR 012; src/server/db/seed/demo.ts). They exist only with demo data on.
 */
export const DEMO_ACCOUNTS = [
  {
    key: 'patient',
    label: msg('Patient'),
    email: 'patient@mashwara.pk',
    password: 'Patient@123',
    about: msg(
      'Has appointments in every status, reviews and notifications. Try finding a doctor, booking, paying, cancelling or rescheduling.',
    ),
  },
  {
    key: 'doctor',
    label: msg('Doctor'),
    email: 'doctor@mashwara.pk',
    password: 'Doctor@123',
    about: msg(
      'A verified doctor with a weekly schedule and patients. Try confirming appointments, editing the schedule and answering reviews.',
    ),
  },
  {
    key: 'pending-doctor',
    label: msg('Pending doctor'),
    email: 'pending.doctor@mashwara.pk',
    password: 'Doctor@123',
    about: msg(
      'A doctor still waiting for verification: signing in shows the verification pending screen with its countdown.',
    ),
  },
  {
    key: 'desk',
    label: msg('Front Desk'),
    email: 'desk@mashwara.pk',
    password: 'Desk@12345',
    about: msg(
      'Works the front desk of the demo doctor’s two clinics. Try checking a patient in and taking cash, with the network off too.',
    ),
  },
  {
    key: 'admin',
    label: msg('Administrator'),
    email: 'admin@mashwara.pk',
    password: 'Admin@12345',
    about: msg(
      'Verifies doctors, manages users and appointments, and sees reports, audit logs and settings.',
    ),
  },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];
