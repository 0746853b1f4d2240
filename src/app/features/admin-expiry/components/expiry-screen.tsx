import { useEffect, useState } from 'react';
import { BusyButton } from '#app/components/ui/busy-button';
import { EmptyState } from '#app/components/ui/empty-state';
import { Select } from '#app/components/ui/select';
import { errorMessage } from '#app/lib/api-client';
import { useT } from '#app/lib/i18n';
import { toast } from '#app/lib/toasts';
import { EXPIRY_LOOKAHEAD_MINUTES } from '#shared/schemas/expiry';
import { CHECK_FAILED, type ExpiringList, runExpiryCheck } from '../api/expiry-api';
import { LOOKAHEAD_LABEL } from '../expiry-view';
import { ExpiringCard } from './expiring-card';
import '../admin-expiry.css';

type Props = {
  list: ExpiringList;
  minutes: (typeof EXPIRY_LOOKAHEAD_MINUTES)[number];
  onMinutesChange(minutes: number): void;
  /** Loads the list again (Refresh, and after a check). */
  onRefresh(): Promise<void>;
};

/** Expiry Management (ADR 081, /admin/expiry). */
export function ExpiryScreen({ list, minutes, onMinutesChange, onRefresh }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const now = useMinuteClock();

  async function check() {
    setBusy(true);
    try {
      const processed = await runExpiryCheck();
      toast.success(t('Expiry check completed. {n} appointments processed.', { n: processed }));
      await onRefresh();
    } catch (error) {
      toast.error(t(errorMessage(error, CHECK_FAILED)));
    } finally {
      setBusy(false);
    }
  }

  async function refresh() {
    setRefreshing(true);
    try {
      await onRefresh();
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <section className="page ae-page" aria-labelledby="expiry-title">
      <h1 id="expiry-title">{t('Expiry Management')}</h1>
      <div className="ae-toolbar">
        <BusyButton busy={busy} tone="primary" onClick={check}>
          {busy ? t('Processing...') : t('Run Expiry Check')}
        </BusyButton>
        <Select
          label={t('Minutes ahead')}
          value={String(minutes)}
          onChange={(value) => onMinutesChange(Number(value))}
          options={EXPIRY_LOOKAHEAD_MINUTES.map((m) => ({
            value: String(m),
            label: t(LOOKAHEAD_LABEL[m]),
          }))}
        />
        <BusyButton busy={refreshing} tone="light" onClick={refresh}>
          {t('Refresh')}
        </BusyButton>
      </div>
      <p className="banner banner-info">
        {t(
          'The system checks every 15 minutes and moves appointments that have passed their end time to Cancelled with the reason “Appointment Expired”.',
        )}
      </p>
      {!list.ok ? (
        <p className="banner banner-error" role="alert">
          {t(list.message)}
        </p>
      ) : (
        <>
          <h2>{t('Appointments Expiring Soon ({count})', { count: list.appointments.length })}</h2>
          {list.appointments.length === 0 ? (
            <EmptyState
              title={t('No appointments expiring soon')}
              description={t(
                'All appointments are either completed, cancelled, or have sufficient time remaining.',
              )}
            />
          ) : (
            <ul className="ae-list">
              {list.appointments.map((a) => (
                <li key={a._id}>
                  <ExpiringCard appointment={a} now={now} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** The time, moved on every minute, so "Expires in" counts down while the screen is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
