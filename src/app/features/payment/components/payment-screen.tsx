import { Link, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { errorMessage } from '#app/lib/api-client';
import { useFormat } from '#app/lib/format';
import { useOnline } from '#app/lib/use-online';
import type { Appointment } from '#shared/schemas/appointment';
import { PAYMENT_CURRENCY, PAYMENT_MSG, type PaymentOutcome } from '#shared/schemas/payment';
import {
  createPayment,
  getAppointment,
  getDefaultProvider,
  getOwnContact,
} from '../api/payment-api';
import { postToProvider, readPaymentAnswer } from '../provider-form';
import { PaymentInformation, PaymentSkeleton, PaymentSummary } from './payment-summary';
import '../payment.css';
import { msg, useT } from '#app/lib/i18n';

export const PAYMENT_FAILED = msg('Something went wrong with the payment');
export const PAYMENT_OFFLINE = msg('You are offline. Paying needs a connection.');

type Props = { appointmentId?: string; outcome?: PaymentOutcome };
type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; appointment: Appointment };

export function PaymentScreen({ appointmentId, outcome }: Props) {
  const t = useT();
  const format = useFormat();
  const router = useRouter();
  const online = useOnline();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Coming back from the provider re-reads the appointment: the server's word on payment.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a fresh read
  useEffect(() => {
    if (!appointmentId) return;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    getAppointment(appointmentId, controller.signal).then(
      (appointment) => setLoad({ status: 'ready', appointment }),
      (err) => {
        if (!controller.signal.aborted)
          setLoad({
            status: 'error',
            message: errorMessage(err, msg('Failed to load appointment')),
          });
      },
    );
    return () => controller.abort();
  }, [appointmentId, attempt]);

  async function pay(appointment: Appointment) {
    setBusy(true);
    setError(null);
    try {
      const [contact, provider] = await Promise.all([getOwnContact(), getDefaultProvider()]);
      const answer = readPaymentAnswer(
        await createPayment(provider, {
          appointmentId: appointment._id,
          amount: appointment.fee,
          currency: PAYMENT_CURRENCY,
          description: `Consultation with ${appointment.doctor.name}`,
          customerEmail: contact?.email || undefined,
          customerPhone: contact?.phone || undefined,
        }),
      );
      if (!answer) {
        setError(PAYMENT_MSG.invalidResponse);
        setBusy(false);
        return;
      }
      // The browser leaves for the provider; the button stays 'Processing...' until it does.
      postToProvider(answer);
    } catch (err) {
      setError(errorMessage(err, PAYMENT_FAILED));
      setBusy(false);
    }
  }

  if (!appointmentId) {
    return (
      <Shell>
        <p className="banner banner-error" role="alert">
          {t(PAYMENT_MSG.appointmentRequired)}
        </p>
        <Link to="/patient/appointments" className="btn btn-ghost">
          {t('My Appointments')}
        </Link>
      </Shell>
    );
  }

  const appointment = load.status === 'ready' ? load.appointment : null;
  const paid = appointment?.payment?.status === 'paid';
  const cancelled = appointment?.status === 'cancelled';
  return (
    <Shell>
      {!online && !paid && (
        <p className="banner banner-warning" role="status">
          {PAYMENT_OFFLINE}
        </p>
      )}
      {error && (
        <p className="banner banner-error" role="alert">
          {t(error)}
        </p>
      )}
      {appointment && <Outcome outcome={outcome} paid={paid} cancelled={cancelled} />}
      {load.status === 'loading' && <PaymentSkeleton />}
      {load.status === 'error' && (
        <div className="banner banner-error" role="alert">
          <p>{t(load.message)}</p>
          <button type="button" className="btn btn-ghost" onClick={() => setAttempt((n) => n + 1)}>
            {t('Try again')}
          </button>
        </div>
      )}
      {appointment && (
        <>
          <PaymentSummary appointment={appointment} />
          {!paid && !cancelled && <PaymentInformation />}
          {outcome === 'success' && !paid && (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t('Check again')}
            </button>
          )}
        </>
      )}
      <div className="payment-actions">
        <button type="button" className="btn btn-ghost" onClick={() => router.history.back()}>
          {t('Back')}
        </button>
        {appointment && !paid && !cancelled && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || !online}
            aria-busy={busy}
            onClick={() => void pay(appointment)}
          >
            {busy
              ? t('Processing...')
              : t('Pay {amount}', { amount: format.money(appointment.fee) })}
          </button>
        )}
      </div>
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <section className="page payment-page" aria-labelledby="payment-title">
      <h1 id="payment-title">{t('Payment Details')}</h1>
      {children}
    </section>
  );
}

/** What the provider's return (status=success|failed) and the server's record say together. */
function Outcome(props: { outcome?: PaymentOutcome; paid: boolean; cancelled: boolean }) {
  const t = useT();
  if (props.paid) {
    return (
      <p className="banner banner-success" role="status">
        {props.outcome === 'success'
          ? t('Payment successful. Your consultation fee has been paid.')
          : msg('This appointment is already paid.')}
      </p>
    );
  }
  if (props.cancelled) {
    return <p className="banner banner-info">{t(PAYMENT_MSG.cancelled)}</p>;
  }
  if (props.outcome === 'success') {
    return (
      <p className="banner banner-warning" role="status">
        {t('We have not received the payment confirmation yet. Please check again in a moment.')}
      </p>
    );
  }
  if (props.outcome === 'failed') {
    return (
      <p className="banner banner-error" role="alert">
        {t('Your payment did not go through. No money was taken; you can try again.')}
      </p>
    );
  }
  return null;
}
