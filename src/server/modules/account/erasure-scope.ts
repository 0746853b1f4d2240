import { and, eq, getTableColumns, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '#server/db/client';
import {
  appointments,
  auditLogs,
  familyMemberNotes,
  familyMembers,
  idempotencyKeys,
  notifications,
  outgoingMail,
  outgoingMessages,
  patientNotes,
  payments,
  refunds,
  reviews,
  visitSummaries,
  visitSummaryVersions,
} from '#server/db/schema/index';
import type { Erased, Matcher } from './erasure-matcher';
import { scrubNoticeMail } from './erasure-notice-mail';

/** text: words; json: a jsonb column's strings; jsonText: text that may hold JSON; value: whole. */
type Kind = 'text' | 'json' | 'jsonText' | 'value';

/** One table's columns (by property) to rewrite in its rows that are the person's or linked. */
type Target = { table: PgTable; key: string[]; columns: Record<string, Kind>; linked: SQL };

/** The person's visits: as the patient, and for a doctor those booked with them. */
const theirVisits = (e: Erased) =>
  or(
    eq(appointments.patientId, e.userId),
    e.doctorId ? eq(appointments.doctorId, e.doctorId) : undefined,
  )!;

/** Notices to other people about the person's visits (theirs as patient or as doctor). */
const noticesToOthers = (tx: Tx, e: Erased) =>
  and(
    ne(notifications.userId, e.userId),
    inArray(
      notifications.appointmentId,
      tx.select({ id: appointments.id }).from(appointments).where(theirVisits(e)),
    ),
  )!;

/**
 * Which rows are the person's or linked to them, table by table (ADR 139). Nothing else is
 * read: another patient's record that only mentions the person, and every other person's name,
 * stay as written. For a doctor, their patients' clinical text (reasons, notes, summaries) is
 * those patients' record and is not listed; what the server wrote about their visits is.
 */
function targets(tx: Tx, e: Erased): Target[] {
  const P = e.userId;
  const theirsWhere = theirVisits(e);
  const own = () =>
    tx.select({ id: appointments.id }).from(appointments).where(eq(appointments.patientId, P));
  const theirs = () => tx.select({ id: appointments.id }).from(appointments).where(theirsWhere);
  const reviewsWhere = or(
    eq(reviews.patientId, P),
    e.doctorId ? eq(reviews.doctorId, e.doctorId) : undefined,
  )!;
  const noticeAboutThem = or(
    eq(notifications.userId, P),
    inArray(notifications.appointmentId, theirs()),
  );
  const theirIds = sql`(select ${appointments.id}::text from ${appointments} where ${theirsWhere}
    union all select ${familyMembers.id}::text from ${familyMembers} where ${familyMembers.userId} = ${P}
    union all select ${reviews.id}::text from ${reviews} where ${reviewsWhere}
    union all select ${payments.id}::text from ${payments} where ${inArray(payments.appointmentId, theirs())}
    union all select ${refunds.id}::text from ${refunds} where ${inArray(refunds.appointmentId, theirs())})`;
  const dedupe = (kind: string) =>
    sql`split_part(${outgoingMessages.dedupeKey}, ':', 1) = ${kind} and split_part(${outgoingMessages.dedupeKey}, ':', 2)`;
  const lowered = e.addresses.map((a) => a.toLowerCase());

  return [
    // Mail sent to them (the copies of notices to others: scrubNoticeMail).
    {
      table: outgoingMail,
      key: ['id'],
      columns: { to: 'value', subject: 'text', text: 'text' },
      linked: lowered.length ? inArray(sql`lower(${outgoingMail.to})`, lowered) : sql`false`,
    },
    // Messages to their account (not to their number: a household may share one), and the
    // SMS/WhatsApp copies of notices and reminders about their visits, by the once-only key.
    {
      table: outgoingMessages,
      key: ['id'],
      columns: { to: 'value', text: 'text', templateParams: 'json' },
      linked: or(
        eq(outgoingMessages.userId, P),
        sql`(${dedupe('notification')} in (select ${notifications.id}::text from ${notifications} where ${noticeAboutThem}))`,
        sql`(${dedupe('reminder')} in (select ${appointments.id}::text from ${appointments} where ${theirsWhere}))`,
      )!,
    },
    // Other people's notices about their visits (their own are deleted).
    {
      table: notifications,
      key: ['id'],
      columns: { title: 'text', message: 'text', data: 'json' },
      linked: noticesToOthers(tx, e),
    },
    // What they did, and entries about them or their visits, family, reviews and payments; an
    // entry naming their address (a failed sign-in) is about them too. `user_name` is below.
    {
      table: auditLogs,
      key: ['id'],
      columns: { details: 'text' },
      linked: or(
        eq(auditLogs.userId, P),
        inArray(auditLogs.resourceId, [P, ...(e.doctorId ? [e.doctorId] : [])]),
        sql`${auditLogs.resourceId} in ${theirIds}`,
        ...lowered.map((a) => sql`strpos(lower(${auditLogs.details}), ${a}) > 0`),
      )!,
    },
    // Other people's stored answers that carry the person's id (their own are deleted).
    {
      table: idempotencyKeys,
      key: ['userId', 'key'],
      columns: { responseBody: 'jsonText' },
      linked: and(
        ne(idempotencyKeys.userId, P),
        or(
          sql`strpos(${idempotencyKeys.responseBody}, ${P}) > 0`,
          e.doctorId ? sql`strpos(${idempotencyKeys.responseBody}, ${e.doctorId}) > 0` : undefined,
        ),
      )!,
    },
    {
      table: payments,
      key: ['id'],
      columns: { providerResponse: 'jsonText' },
      linked: inArray(payments.appointmentId, theirs()),
    },
    // Their own visits as the patient; not the visits of a doctor's patients.
    {
      table: appointments,
      key: ['id'],
      columns: { reason: 'text', notes: 'text', cancellationReason: 'text' },
      linked: eq(appointments.patientId, P),
    },
    {
      table: reviews,
      key: ['id'],
      columns: { title: 'text', review: 'text', doctorResponse: 'text' },
      linked: reviewsWhere,
    },
    // Notes doctors wrote about them and their family members; never notes a doctor wrote
    // about someone else.
    {
      table: patientNotes,
      key: ['doctorUserId', 'patientUserId'],
      columns: { notes: 'text' },
      linked: eq(patientNotes.patientUserId, P),
    },
    {
      table: familyMemberNotes,
      key: ['doctorUserId', 'familyMemberId'],
      columns: { notes: 'text' },
      linked: inArray(
        familyMemberNotes.familyMemberId,
        tx.select({ id: familyMembers.id }).from(familyMembers).where(eq(familyMembers.userId, P)),
      ),
    },
    // Their visit summaries' words; the medicines and tests are left as prescribed.
    {
      table: visitSummaryVersions,
      key: ['summaryId', 'version'],
      columns: { diagnosis: 'text', advice: 'text' },
      linked: inArray(
        visitSummaryVersions.summaryId,
        tx
          .select({ id: visitSummaries.id })
          .from(visitSummaries)
          .where(inArray(visitSummaries.appointmentId, own())),
      ),
    },
  ];
}

function rewrite(match: Matcher, kind: Kind, value: unknown): unknown {
  if (kind === 'json') return match.json(value);
  if (typeof value !== 'string') return value;
  if (kind === 'value') return match.value(value);
  return kind === 'jsonText' ? match.jsonText(value) : match.text(value);
}

/** A filter every row holding a match passes, so a doctor's thousands of rows are not all read. */
function mayHold(column: SQL, probes: ReturnType<Matcher['probes']>): SQL | undefined {
  if (!probes) return undefined;
  return (
    or(
      ...probes.words.map((w) => sql`strpos(lower(${column}), ${w}) > 0`),
      ...probes.patterns.map((p) => sql`${column} ~ ${p}`),
    ) ?? sql`false`
  );
}

/**
 * Rewrites the person's name, addresses and phones, as whole words or whole values, in the rows
 * that are theirs or linked to them (ADR 139), inside the erasure's transaction.
 */
export async function scrubLinkedRows(tx: Tx, e: Erased) {
  // The audit trigger lets this transaction change user_name and details only (migration 0023).
  await tx.execute(sql`select set_config('mashwara.erasure', 'on', true)`);
  const probes = e.match.probes();
  await scrubNoticeMail(tx, e, noticesToOthers(tx, e), (column) => mayHold(column, probes));
  for (const t of targets(tx, e)) {
    const all = getTableColumns(t.table);
    const keys = t.key.map((k) => all[k]!);
    const cols = Object.entries(t.columns).map(([name, kind]) => [name, kind, all[name]!] as const);
    const fields = Object.fromEntries([
      ...keys.map((k, i) => [`k${i}`, k]),
      ...cols.map(([name, , col]) => [name, col]),
    ]);
    const filter = or(
      ...cols.map(([, kind, col]) =>
        mayHold(kind === 'json' ? sql`${col}::text` : sql`${col}`, probes),
      ),
    );
    const rows: Record<string, unknown>[] = await tx
      .select(fields)
      .from(t.table)
      .where(and(t.linked, filter));
    for (const row of rows) {
      const set: Record<string, unknown> = {};
      for (const [name, kind] of cols) {
        if (row[name] == null) continue;
        const after = rewrite(e.match, kind, row[name]);
        if (JSON.stringify(after) !== JSON.stringify(row[name])) set[name] = after;
      }
      if (Object.keys(set).length === 0) continue;
      await tx
        .update(t.table)
        .set(set as never)
        .where(and(...keys.map((k, i) => eq(k, row[`k${i}`]))));
    }
  }
  // Who acted is named by id; the name beside it becomes the label, whatever it was then.
  await tx.update(auditLogs).set({ userName: e.label }).where(eq(auditLogs.userId, e.userId));
}
