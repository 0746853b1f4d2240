import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { FormField } from '#app/components/ui/form-field';
import { msg, useT } from '#app/lib/i18n';
import { RELATIONSHIP_LABEL } from '#app/lib/labels';
import { useClinicTimeZone } from '#app/lib/public-settings';
import { useFamilyMembers } from '#app/offline/collections/family-members';
import { runQueued } from '#app/offline/run-queued';
import { clinicToday } from '#shared/domain/clinic-time';
import { shiftDate } from '#shared/domain/date-only';
import { lastBookableDate } from '#shared/domain/slots';
import { rangeProblem } from '#shared/domain/waitlist';
import type { Doctor } from '#shared/schemas/doctor';
import { WaitlistJoinSchema } from '#shared/schemas/waitlist';
import { waitlistJoinKind } from '../api/waitlist-kinds';
import '../waitlist.css';

export const JOIN_MESSAGES = {
  success: msg('You are on the waitlist. We will notify you if a slot opens.'),
  failure: msg('Could not join the waitlist. Please try again.'),
};

type Problem = { path: 'from' | 'to'; message: string } | null;

/**
 * "Notify me if a slot opens" under the booking form (ADR 101): a date range and, for an account
 * with family members, whom it is for; for the practice the booking form is at, when one is
 * (ADR 144). Queued like every change, so it works offline.
 */
export function WaitlistJoin({ doctor, practiceId }: { doctor: Doctor; practiceId?: string }) {
  const t = useT();
  const zone = useClinicTimeZone();
  const today = clinicToday(new Date(), zone);
  const last = lastBookableDate(new Date(), zone);
  const members = useFamilyMembers();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(shiftDate(today, 13));
  const [forId, setForId] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [joined, setJoined] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    // The practice being booked, when chosen: slots elsewhere are not offered (ADR 144).
    const input = {
      doctorId: doctor._id,
      from,
      to,
      familyMemberId: forId || null,
      practiceId: practiceId || null,
    };
    const parsed = v.safeParse(WaitlistJoinSchema, input);
    const found: Problem = parsed.success
      ? rangeProblem(input, today, last)
      : {
          path: parsed.issues[0].path?.[0]?.key === 'from' ? 'from' : 'to',
          message: parsed.issues[0].message,
        };
    setProblem(found);
    if (found) return;
    const member = members?.find((m) => m._id === forId);
    setJoined(true);
    await runQueued(
      waitlistJoinKind,
      {
        ...input,
        doctor: {
          id: doctor._id,
          userId: doctor.userId,
          name: doctor.name,
          specialization: doctor.specialization,
        },
        familyMember: member
          ? { id: member._id, name: member.name, relationship: member.relationship }
          : null,
      },
      JOIN_MESSAGES,
    );
  }

  return (
    <section className="card waitlist-join" aria-labelledby="waitlist-join-title">
      <h2 id="waitlist-join-title">{t('Notify me if a slot opens')}</h2>
      <p className="muted">
        {t(
          'No time that suits you, or would you like an earlier one? Join the waitlist: when a slot opens between your dates, it is held for you for a short time.',
        )}
      </p>
      {joined ? (
        <p role="status">
          {t('You are on the waitlist.')} <Link to="/patient/waitlist">{t('See my waitlist')}</Link>
        </p>
      ) : !open ? (
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={false}
          onClick={() => setOpen(true)}
        >
          {t('Notify me if a slot opens')}
        </button>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="waitlist-join-form">
          {members && members.length > 0 && (
            <FormField label={t('Who is it for?')}>
              {(control) => (
                <select {...control} value={forId} onChange={(e) => setForId(e.target.value)}>
                  <option value="">{t('Myself')}</option>
                  {members.map((m) => (
                    <option key={m._id} value={m._id}>
                      {`${m.name} (${t(RELATIONSHIP_LABEL[m.relationship] ?? m.relationship)})`}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          <FormField
            label={t('From')}
            required
            error={problem?.path === 'from' ? t(problem.message) : null}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                min={today}
                max={last}
                value={from}
                onChange={(e) => setFrom(e.target.value)}
              />
            )}
          </FormField>
          <FormField
            label={t('To')}
            required
            error={problem?.path === 'to' ? t(problem.message) : null}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                min={from || today}
                max={last}
                value={to}
                onChange={(e) => setTo(e.target.value)}
              />
            )}
          </FormField>
          <div className="wizard-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
              {t('Cancel')}
            </button>
            <button type="submit" className="btn btn-primary">
              {t('Notify me')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
