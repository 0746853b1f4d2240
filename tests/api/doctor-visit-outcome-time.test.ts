import { TZDate } from '@date-fns/tz';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '#server/db/schema/index';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';
import {
  appointmentRow,
  appointmentScene,
  clinicSlot,
  countAudit,
  insertAppointment,
} from '../support/appointment-builders';
import { signInAdmin } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

// ADR 143: a doctor records a visit's outcome only once the visit is due.
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
afterAll(() => server.close());

const ZONE = DEFAULT_SETTINGS.timezone;
const TOO_EARLY = {
  completed: 'A visit can be marked completed only from the day of the visit',
  'no-show': 'A visit can be marked no-show only after its start time',
};

/** Moves the server's clock to `at` for the length of `run`. */
async function at<T>(instant: Date, run: () => Promise<T>): Promise<T> {
  const saved = server.clock.offsetMs;
  server.clock.offsetMs = instant.getTime() - Date.now();
  try {
    return await run();
  } finally {
    server.clock.offsetMs = saved;
  }
}

/** The doctor's scene with one more scheduled visit `days` ahead at `hhmm` clinic time. */
async function visitAhead(days: number, hhmm: string) {
  const scene = await appointmentScene(server);
  const slot = clinicSlot(server, days, hhmm);
  const visit = await insertAppointment(server, {
    doctorId: scene.doc.doctor.id,
    patientId: scene.patient.user._id,
    start: slot.start,
    end: slot.end,
  });
  const mark = (status: 'completed' | 'no-show') =>
    server.patch(`/appointments/${visit.id}/status`, { status }, { token: scene.doc.token });
  return { ...scene, visit, slot, mark };
}

describe('when a doctor may record the outcome of a visit', () => {
  it('a visit two days ahead can be neither completed nor marked no-show: 409 with the reason, nothing changes', async () => {
    const { visit, mark } = await visitAhead(2, '10:00');
    for (const status of ['completed', 'no-show'] as const) {
      const res = await mark(status);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        success: false,
        code: 'APPOINTMENT_TOO_EARLY',
        message: TOO_EARLY[status],
      });
    }
    expect((await appointmentRow(server, visit.id)).status).toBe('scheduled');
    expect(await countAudit(server, visit.id, 'status_change')).toBe(0);
  });

  it('from the start of the visit’s day in clinic time it can be completed, but not yet marked no-show', async () => {
    const { visit, slot, mark } = await visitAhead(1, '12:00');
    const day = new TZDate(slot.start.getTime(), ZONE);
    const midnight = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 0, 1, ZONE);
    const res = await at(new Date(midnight.getTime()), async () => {
      const noShow = await mark('no-show');
      expect(noShow.status).toBe(409);
      expect(noShow.body.message).toBe(TOO_EARLY['no-show']);
      // Two minutes earlier is still the day before in clinic time.
      server.clock.offsetMs -= 2 * 60_000;
      const dayBefore = await mark('completed');
      server.clock.offsetMs += 2 * 60_000;
      expect(dayBefore.status).toBe(409);
      expect(dayBefore.body.message).toBe(TOO_EARLY.completed);
      return mark('completed');
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('completed');
    expect((await appointmentRow(server, visit.id)).status).toBe('completed');
  });

  it('once the start time has passed the patient can be marked no-show', async () => {
    const { visit, slot, mark } = await visitAhead(1, '15:00');
    const res = await at(new Date(slot.start.getTime() + 60_000), () => mark('no-show'));
    expect(res.status).toBe(200);
    expect((await appointmentRow(server, visit.id)).status).toBe('no-show');
  });

  it('the administrator may still correct a record to completed ahead of the visit, and the audit log keeps it', async () => {
    const { visit } = await visitAhead(2, '11:00');
    const res = await server.put(
      `/admin/appointments/${visit.id}/status`,
      { status: 'completed' },
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect((await appointmentRow(server, visit.id)).status).toBe('completed');
    const entries = await server.db
      .select({ details: auditLogs.details })
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceId, visit.id), eq(auditLogs.action, 'status_change')));
    expect(entries.map((e) => e.details)).toEqual(['scheduled → completed by the administrator']);
  });
});
