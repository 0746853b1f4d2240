import { eq } from 'drizzle-orm';
import { notificationPreferences, patientProfiles } from '#server/db/schema/index';
import { sendReminders as runReminders } from '#server/jobs/reminders';
import { settleSends } from '#server/modules/messaging/messages.service';
import { getSettings, saveSettings } from '#server/modules/settings/settings.service';
import type { Choice } from '#shared/schemas/notification-preferences';
import { createVerifiedDoctor, insertAppointment } from './appointment-builders';
import { signUpPatient } from './builders';
import { startProviderStub } from './provider-stub';
import { startTestServer, type TestServer } from './test-server';

export const ALL_ON: Choice = { reminders: true, changes: true, prescriptions: true };
export const ALL_OFF: Choice = { reminders: false, changes: false, prescriptions: false };

/** The PUT body: e-mail and push on, SMS and WhatsApp as given. */
export const choices = (
  sms: Choice = ALL_OFF,
  whatsapp: Choice = ALL_OFF,
  language?: 'en' | 'ur',
) => ({
  email: ALL_ON,
  sms,
  whatsapp,
  push: ALL_ON,
  ...(language ? { language } : {}),
});

/** Stores the patient's phone as the profile keeps it (E.164, or an old unreadable value). */
export async function givePhone(server: TestServer, userId: string, phone: string | null) {
  await server.db
    .insert(patientProfiles)
    .values({ userId, phone })
    .onConflictDoUpdate({ target: patientProfiles.userId, set: { phone } });
}

export async function preferenceRow(server: TestServer, userId: string) {
  const [row] = await server.db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row;
}

/** A patient with a mobile number who turned the given channels on (consent recorded). */
export async function optedInPatient(
  server: TestServer,
  options: { sms?: boolean; whatsapp?: boolean; language?: 'en' | 'ur'; phone?: string } = {},
) {
  const patient = await signUpPatient(server, { name: 'Sana Malik' });
  const phone =
    options.phone ?? `+92300${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await givePhone(server, patient.user._id, phone);
  const res = await server.put(
    '/notification-preferences',
    choices(options.sms ? ALL_ON : ALL_OFF, options.whatsapp ? ALL_ON : ALL_OFF, options.language),
    { token: patient.token },
  );
  if (res.status !== 200) throw new Error(`preferences failed: ${res.status} ${res.text}`);
  return { ...patient, id: patient.user._id as string, phone };
}

/** Turns the administrator's SMS switch on or off (it governs SMS and WhatsApp). */
export async function smsSwitch(server: TestServer, on: boolean) {
  await saveSettings(server.db, { ...(await getSettings(server.db)), smsNotifications: on });
}

const appointmentsMade = new WeakMap<TestServer, number>();

/** An appointment of `patientId` starting `hours` (and some minutes) from the server's now, overlapping none. */
export async function appointmentIn(
  server: TestServer,
  doctorId: string,
  patientId: string,
  hours: number,
) {
  // Counted per server: the API files share this module in a worker (ADR 134), and a count
  // carried over from another file put "20 hours from now" more than an hour further.
  const nextMinute = (appointmentsMade.get(server) ?? 0) + 1;
  appointmentsMade.set(server, nextMinute);
  const start = new Date(
    server.clock.now().getTime() + hours * 3_600_000 + nextMinute * 31 * 60_000,
  );
  return insertAppointment(server, {
    doctorId,
    patientId,
    start,
    end: new Date(start.getTime() + 30 * 60_000),
  });
}

export const TWILIO_SID = 'AC0123456789abcdef0123456789abcdef';
export const TWILIO_TOKEN = 'twilio-auth-token';

/** MESSAGING_URL for Twilio on a local stub; `query` adds parameters (`&whatsappFrom=…`). */
export const twilioAt = (api: string, query = '') =>
  `twilio://${TWILIO_SID}:${TWILIO_TOKEN}@+14155550100?api=${api}${query}`;

/** The reminder job, then the sends it started in the background. */
export async function sendReminders(deps: Parameters<typeof runReminders>[0]) {
  const n = await runReminders(deps);
  await settleSends();
  return n;
}

/** A test server, a provider stub, a verified doctor, and the administrator's SMS switch on. */
export async function messagingScene() {
  const server = await startTestServer();
  const stub = await startProviderStub();
  const doctor = await createVerifiedDoctor(server, 'Ayesha Khan');
  await smsSwitch(server, true);
  return {
    server,
    stub,
    doctor,
    close: async () => {
      await stub.close();
      await server.close();
    },
  };
}
