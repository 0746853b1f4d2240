import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { appointments, notifications, payments, refunds } from '#server/db/schema/index';
import { clinicSlot, insertAppointment } from './appointment-builders';
import type { TestServer } from './test-server';

/**
 * An appointment paid online: the appointment `hoursAhead` from now (whole minutes), its paid
 * charge at the provider, as a completed payment callback leaves them.
 */
export async function paidAppointment(
  server: TestServer,
  input: {
    doctorId: string;
    patientId: string;
    hoursAhead: number;
    provider?: 'sandbox' | 'jazzcash';
    status?: 'pending' | 'scheduled';
    fee?: number;
  },
) {
  const start = new Date(server.clock.now().getTime() + input.hoursAhead * 3_600_000);
  start.setUTCSeconds(0, 0);
  const end = new Date(start.getTime() + 30 * 60_000);
  const provider = input.provider ?? 'sandbox';
  const fee = input.fee ?? 1500;
  const appointment = await insertAppointment(server, {
    doctorId: input.doctorId,
    patientId: input.patientId,
    start,
    end,
    status: input.status ?? 'scheduled',
    confirmedAt: server.clock.now(),
    fee,
    paymentMethod: provider,
    paymentStatus: 'paid',
  });
  const [charge] = await server.db
    .insert(payments)
    .values({
      appointmentId: appointment.id,
      provider,
      reference:
        provider === 'jazzcash'
          ? `T${Date.now()}${Math.floor(Math.random() * 1e5)}`.slice(0, 20)
          : `SBX${randomUUID().replace(/-/g, '').toUpperCase()}`,
      amount: fee,
      status: 'paid',
      completedAt: server.clock.now(),
    })
    .returning();
  return { appointment, charge: charge! };
}

export const refundsOf = (server: TestServer, appointmentId: string) =>
  server.db.select().from(refunds).where(eq(refunds.appointmentId, appointmentId));

export const paymentStatusOf = async (server: TestServer, id: string) =>
  (await server.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.paymentStatus;

export const refundNotes = (server: TestServer, appointmentId: string, type: string) =>
  server.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.appointmentId, appointmentId), eq(notifications.type, type)));

export { clinicSlot };
