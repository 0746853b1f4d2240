import { and, eq, ne } from 'drizzle-orm';
import { appointments, doctors, users, visitSummaries } from '#server/db/schema/index';
import { startSession } from '#server/modules/auth/auth.service';
import { clinicToday } from '#shared/domain/clinic-time';
import { shiftDate } from '#shared/domain/date-only';
import type { DeskVisit } from '#shared/schemas/desk';
import { DEMO_ACCOUNTS, type E2E } from './e2e';

export { appRoutes } from './urdu-walk';

/**
 * Every screen of every role, as the Urdu and the layout journeys walk them: a route as the router
 * names it (`/doctors/$doctorParam`), the address opened, and the buttons or links (English
 * labels or templates, as the catalog keys them; a list is clicked in turn; `{ every }` clicks
 * every match, as every card's Show details) that open a dialog or a form in edit mode on it.
 */
export type Step = string | { every: string };
export type Screen = { route: string; url: string; opens?: (Step | Step[])[] };
export type Account = { email: string; password: string };
export type Role = { name: string; account: Account | null; screens: Screen[] };

export type ScreenIds = Awaited<ReturnType<typeof lookUpScreenIds>>;

/** The demo records the screens need (a doctor, a visit, a summary) and a waitlist row. */
export async function lookUpScreenIds(e2e: E2E) {
  const [doctor] = await e2e.db
    .select({ id: doctors.id, specialization: doctors.specialization })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(eq(users.email, DEMO_ACCOUNTS.doctor.email));
  const ofPatient = eq(users.email, DEMO_ACCOUNTS.patient.email);
  const [visit] = await e2e.db
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .where(and(ofPatient, ne(appointments.status, 'cancelled')));
  // The demo patient's video visit with the demo doctor (demo data): its room.
  const [video] = await e2e.db
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .where(and(ofPatient, eq(appointments.mode, 'video'), eq(appointments.status, 'scheduled')));
  // A visit of the demo patient's with a prescription (demo data), and its public check.
  const [summarized] = await e2e.db
    .select({ id: appointments.id })
    .from(visitSummaries)
    .innerJoin(appointments, eq(appointments.id, visitSummaries.appointmentId))
    .innerJoin(users, eq(users.id, appointments.patientId))
    .where(ofPatient);
  const token = await e2e.tokenFor(DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
  const summary = await e2e.api('GET', `/appointments/${summarized!.id}/summary`, undefined, token);
  // The demo patient waits for the doctor, so the waitlist and its counts have rows (ADR 101).
  const today = clinicToday();
  const joined = await e2e.api(
    'POST',
    '/waitlist',
    { doctorId: doctor!.id, from: shiftDate(today, 1), to: shiftDate(today, 7) },
    token,
  );
  if (joined.status !== 201) throw new Error(`joining the waitlist answered ${joined.status}`);
  return {
    deskCash: await takeDeskCash(e2e, today),
    doctor: doctor!.id,
    specialty: doctor!.specialization.toLowerCase(),
    appointment: visit!.id,
    video: video!.id,
    summarized: summarized!.id,
    verify: new URL(summary.body.data.verifyUrl).pathname,
  };
}

/**
 * The demo desk takes cash for one of today's visits with a discount and closes its day 100 short
 * (ADR 155), so the doctor's cash book has a member's takings and a close: its address.
 */
async function takeDeskCash(e2e: E2E, today: string): Promise<string> {
  // A session of its own, not a sign-in: the administrator's log walked next would list
  // "Signed in as desk", which the Urdu check takes for the catalog's "Signed in {when}".
  const [desk] = await e2e.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.desk.email));
  const token = await startSession(e2e.db, {
    userId: desk!.id,
    role: 'desk',
    secret: e2e.env.jwtSecret,
    now: new Date(),
    ip: '127.0.0.1',
  });
  const { body } = await e2e.api('GET', '/desk/practices', undefined, token);
  // Receipts count on the day they are taken: a visit of any day near today will do.
  const days = [0, -1, 1, -2, 2, -3, 3, -4, 4, -5, 5, -6, 6, -7, 7].map((n) => shiftDate(today, n));
  for (const practice of body.data.practices as { id: string }[]) {
    for (const date of days) {
      const day = await e2e.api(
        'GET',
        `/desk/day?practiceId=${practice.id}&date=${date}`,
        undefined,
        token,
      );
      const visit = (day.body.data.visits as DeskVisit[]).find(
        (v) => v.payment.status !== 'paid' && v.status !== 'cancelled' && v.payment.amount > 100,
      );
      if (visit) return closeShort(e2e, token, practice.id, visit, today);
    }
  }
  throw new Error('the demo desk has no unpaid visit near today to take cash for');
}

async function closeShort(
  e2e: E2E,
  token: string,
  practiceId: string,
  visit: DeskVisit,
  today: string,
): Promise<string> {
  const amount = visit.payment.amount - 100;
  const paid = await e2e.api(
    'POST',
    '/desk/payments',
    { visitId: visit.id, amount, method: 'cash', discountReason: 'Regular patient of the clinic' },
    token,
  );
  if (paid.status !== 201) throw new Error(`taking cash answered ${paid.status}`);
  const closed = await e2e.api(
    'POST',
    '/desk/cash/close',
    { practiceId, date: today, counted: amount - 100 },
    token,
  );
  if (closed.status !== 201) throw new Error(`closing the day answered ${closed.status}`);
  return `/doctor/desk?practiceId=${practiceId}&date=${today}`;
}

const at = (route: string, url = route, opens?: Screen['opens']): Screen => ({ route, url, opens });

/** The roles and their screens; `opens` lists what the layout journey opens on a screen. */
export function rolesAndScreens(e2e: E2E, ids: ScreenIds): Role[] {
  return [
    {
      name: 'public',
      account: null,
      screens: [
        at('/'),
        at('/about'),
        at('/contact'),
        at('/demo'),
        at('/faq'),
        at('/privacy'),
        at('/terms'),
        at('/specialties'),
        at('/doctors'),
        at('/doctors/$doctorParam', `/doctors/${ids.doctor}`),
        at('/doctors/$doctorParam', `/doctors/${ids.specialty}`),
        at('/sign-in'),
        at('/sign-up'),
        at('/patient/sign-up'),
        at('/doctor/sign-up'),
        at('/forgot-password'),
        at('/reset-password/$token', '/reset-password/not-a-real-link'),
        at('/verify-email', '/verify-email?token=not-a-real-link'),
        at('/verify/$token', ids.verify),
        at('/verify/$token', '/verify/not-a-real-code'),
        at('/desk/accept/$token', '/desk/accept/not-a-real-invitation'),
        at('not found', '/no-such-page'),
      ],
    },
    {
      name: 'patient',
      account: DEMO_ACCOUNTS.patient,
      screens: [
        at('/patient/dashboard'),
        at('/patient/doctors'),
        at('/patient/doctors/$id', `/patient/doctors/${ids.doctor}`),
        at('/patient/book-appointment/$doctorId', `/patient/book-appointment/${ids.doctor}`),
        at('/patient/appointments', '/patient/appointments', [
          'Cancel the appointment with {doctor}',
          'Reschedule the appointment with {doctor}',
        ]),
        at(
          '/patient/appointments/$appointmentId/pass',
          `/patient/appointments/${ids.appointment}/pass`,
        ),
        at('/payment', `/payment?appointmentId=${ids.appointment}`),
        at('/patient/notifications'),
        at('/patient/reviews', '/patient/reviews', ['Edit your review of {doctor}']),
        at('/patient/profile', '/patient/profile', ['Edit Profile']),
        at('/patient/profile/settings'),
        at('/patient/emergency-card'),
        at('/patient/family', '/patient/family', ['Add family member']),
        at('/patient/waitlist'),
        at('/patient/prescriptions/$appointmentId', `/patient/prescriptions/${ids.summarized}`),
        at('/call/$appointmentId', `/call/${ids.video}`),
        at('/profile'),
        at('/devices'),
      ],
    },
    {
      name: 'doctor',
      account: DEMO_ACCOUNTS.doctor,
      screens: [
        at('/doctor/dashboard'),
        at('/doctor/appointments'),
        at('/doctor/schedule'),
        at('/doctor/patients', '/doctor/patients', [
          // Which card holds a visit without a summary depends on the day: open them all.
          [{ every: 'Show details' }, 'Write visit summary'],
        ]),
        at('/doctor/reviews'),
        at('/doctor/notifications'),
        at('/doctor/profile', '/doctor/profile', ['Edit Profile']),
        at('/doctor/profile/settings'),
        at('/doctor/prescriptions/$appointmentId', `/doctor/prescriptions/${ids.summarized}`),
        // The demo doctor's front desk has the demo desk member (ADR 154).
        at('/doctor/desk', '/doctor/desk', [
          'Change the practices of {name}',
          'Revoke the access of {name}',
        ]),
        // The cash book with a member's takings and a close that is short (ADR 155).
        at('/doctor/desk', ids.deskCash),
        at('/profile'),
        at('/devices'),
      ],
    },
    {
      name: 'pending doctor',
      account: DEMO_ACCOUNTS.pendingDoctor,
      screens: [at('/verification-pending')],
    },
    {
      name: 'desk',
      account: DEMO_ACCOUNTS.desk,
      screens: [at('/desk', '/desk', ['Register a walk-in']), at('/profile'), at('/devices')],
    },
    {
      name: 'admin',
      account: { email: e2e.env.adminEmail, password: e2e.env.adminPassword },
      screens: [
        at('/admin/dashboard'),
        at('/admin/users'),
        at('/admin/doctors'),
        at('/admin/appointments'),
        at('/admin/expiry'),
        at('/admin/reports'),
        at('/admin/logs'),
        at('/admin/settings'),
        at('/admin/messages', '/admin/messages?status=all'),
        at('/admin/refunds', '/admin/refunds?status=all'),
        at('/admin/outbox'),
        at('/admin/contact-messages'),
        at('/profile'),
        at('/devices'),
      ],
    },
  ];
}
