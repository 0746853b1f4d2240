import { and, eq } from 'drizzle-orm';
import type { Deps } from '#server/context';
import type { Tx } from '#server/db/client';
import { visitSummaries, visitSummaryVersions } from '#server/db/schema/index';
import type { UserActor } from '#server/lib/actor';
import { conflict } from '#server/lib/errors';
import { newTokenId } from '#server/lib/prescription-token';
import { notificationData } from '#shared/domain/notification-texts';
import {
  AMEND_WINDOW_HOURS,
  SUMMARY_MSG,
  type VisitSummary,
  type VisitSummaryInput,
} from '#shared/schemas/visit-summary';
import { audit } from '../audit/audit.service';
import { notifyAboutAppointment } from '../notifications/notifications.service';
import type { AppointmentRow } from '../scheduling/appointment.view';
import { lockAppointment } from '../scheduling/appointment-lock';
import { getSettings } from '../settings/settings.service';
import { canonicalMedicine, loadSummaries, toVisitSummary } from './visit-summary.view';

type SummaryDeps = Pick<Deps, 'db' | 'mailer' | 'now' | 'env' | 'log'>;
export type SummaryOutcome = 'created' | 'amended' | 'unchanged';

const PARTS = ['diagnosis', 'advice', 'medicines', 'tests', 'followUpDays'] as const;
type Content = Pick<typeof visitSummaryVersions.$inferSelect, (typeof PARTS)[number]>;

/** A version's content in one shape, so a repeat of what is stored compares equal. */
const contentOf = (c: Content): Content => ({
  diagnosis: c.diagnosis,
  advice: c.advice,
  medicines: c.medicines.map(canonicalMedicine),
  tests: c.tests,
  followUpDays: c.followUpDays,
});

const changedParts = (before: Content, after: Content) =>
  PARTS.filter((part) => JSON.stringify(before[part]) !== JSON.stringify(after[part]));

/**
 * PUT /appointments/{id}/summary (ADR 096): the appointment's doctor writes the summary once the
 * visit is completed, or amends it within 24 hours of the first version. Each amendment is a new
 * version (every one is kept, and the one it supersedes has its verify token revoked), is
 * audited, and tells the patient. A body equal to the latest version changes nothing and tells
 * no one, even after the 24 hours, so a change replayed from a device's queue applies once.
 */
export async function writeSummary(
  deps: SummaryDeps,
  actor: UserActor,
  { appointmentId, summary }: { appointmentId: string; summary: VisitSummaryInput },
): Promise<{ summary: VisitSummary; outcome: SummaryOutcome }> {
  const { timezone } = await getSettings(deps.db);
  const content = contentOf({ ...summary, medicines: summary.medicines.map(canonicalMedicine) });
  const { outcome, email } = await deps.db.transaction(async (tx) => {
    const row = await lockAppointment(tx, appointmentId, actor);
    if (row.appointment.status !== 'completed') {
      throw conflict(SUMMARY_MSG.notCompleted, 'VISIT_NOT_COMPLETED');
    }
    const [existing] = await tx
      .select()
      .from(visitSummaries)
      .where(eq(visitSummaries.appointmentId, row.appointment.id));
    const now = deps.now();
    if (!existing) {
      const [made] = await tx
        .insert(visitSummaries)
        .values({ appointmentId: row.appointment.id, version: 1, createdAt: now, updatedAt: now })
        .returning();
      await addVersion(tx, made.id, 1, content, now);
      await audit(
        deps,
        actor,
        {
          action: 'create',
          resource: 'visit_summary',
          resourceId: row.appointment.id,
          details: `Visit summary written (version 1, ${content.medicines.length} medicine(s))`,
        },
        tx,
      );
      return {
        outcome: 'created' as const,
        email: await tellPatient(deps, tx, row, 'created', timezone),
      };
    }
    const [latest] = await tx
      .select()
      .from(visitSummaryVersions)
      .where(
        and(
          eq(visitSummaryVersions.summaryId, existing.id),
          eq(visitSummaryVersions.version, existing.version),
        ),
      );
    const changed = changedParts(contentOf(latest), content);
    if (changed.length === 0) return { outcome: 'unchanged' as const, email: undefined };
    if (now.getTime() - existing.createdAt.getTime() >= AMEND_WINDOW_HOURS * 3_600_000) {
      throw conflict(SUMMARY_MSG.readOnly, 'SUMMARY_READ_ONLY');
    }
    const version = existing.version + 1;
    await tx
      .update(visitSummaryVersions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(visitSummaryVersions.summaryId, existing.id),
          eq(visitSummaryVersions.version, existing.version),
        ),
      );
    await addVersion(tx, existing.id, version, content, now);
    await tx
      .update(visitSummaries)
      .set({
        version,
        updatedAt: new Date(Math.max(now.getTime(), existing.updatedAt.getTime() + 1)),
      })
      .where(eq(visitSummaries.id, existing.id));
    await audit(
      deps,
      actor,
      {
        action: 'update',
        resource: 'visit_summary',
        resourceId: row.appointment.id,
        details: `Visit summary amended (version ${version}; changed: ${changed.join(', ')})`,
      },
      tx,
    );
    return {
      outcome: 'amended' as const,
      email: await tellPatient(deps, tx, row, 'amended', timezone),
    };
  });
  await email?.();
  const [saved] = await loadSummaries(deps.db, eq(visitSummaries.appointmentId, appointmentId));
  return { summary: toVisitSummary(saved, deps.env), outcome };
}

async function addVersion(tx: Tx, summaryId: string, version: number, content: Content, now: Date) {
  await tx.insert(visitSummaryVersions).values({
    summaryId,
    version,
    ...content,
    verifyTokenId: newTokenId(),
    createdAt: now,
  });
}

/** PRESCRIPTION_READY to the account holder, naming the person seen (a member, or themselves). */
function tellPatient(
  deps: SummaryDeps,
  tx: Tx,
  row: AppointmentRow,
  outcome: 'created' | 'amended',
  timeZone: string,
) {
  const params = {
    doctorName: row.doctorName,
    patientName: row.familyMember?.name ?? row.patient.name,
    start: row.appointment.startTime.toISOString(),
  };
  const data =
    outcome === 'created'
      ? notificationData('PRESCRIPTION_READY', params)
      : notificationData('PRESCRIPTION_AMENDED', params);
  return notifyAboutAppointment(deps, row, 'patient', data, timeZone, tx);
}
