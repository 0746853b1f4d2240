import { Link, useRouter } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { BusyButton } from '#app/components/ui/busy-button';
import { errorMessage } from '#app/lib/api-client';
import { useFormat } from '#app/lib/format';
import { useOnline } from '#app/lib/use-online';
import type { Appointment } from '#shared/schemas/appointment';
import { PAYMENT_CURRENCY, PAYMENT_MSG, type PaymentOutcome } from '#shared/schemas/payment';
import { createPayment, getDefaultProvider, getOwnContact } from '../api/payment-api';
import { postToProvider, readPaymentAnswer } from '../provider-form';
import { PaymentInformation, PaymentSummary } from './payment-summary';
import '../payment.css';
import { msg, useT } from '#app/lib/i18n';

export const PAYMENT_FAILED = msg('Something went wrong with the payment');
export const PAYMENT_OFFLINE = msg('You are offline. Paying needs a connection.');

type Props = {
  /** The appointment to pay, loaded by the route; null when the URL names none. */
  appointment: Appointment | null;
  outcome?: PaymentOutcome;
};

export function PaymentScreen({ appointment, outcome }: Props) {
  const t = useT();
  const format = useFormat();
  const router = useRouter();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay(appointment: Appointment) {
    setBusy(true);
    setError(null);
    try {
      const [contact, provider] = await Promise.all([getOwnContact(), getDefaultProvider()]);
      if (!provider) {
        setError(PAYMENT_MSG.unavailable);
        setBusy(false);
        return;
      }
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

  if (!appointment) {
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

  const paid = appointment.payment?.status === 'paid';
  const cancelled = appointment.status === 'cancelled';
  return (
    <Shell>
      {!online && !paid && (
        <p className="banner banner-warning" role="status">
          {t(PAYMENT_OFFLINE)}
        </p>
      )}
      {error && (
        <p className="banner banner-error" role="alert">
          {t(error)}
        </p>
      )}
      <Outcome outcome={outcome} paid={paid} cancelled={cancelled} />
      <PaymentSummary appointment={appointment} />
      {!paid && !cancelled && <PaymentInformation />}
      {outcome === 'success' && !paid && (
        <button type="button" className="btn btn-ghost" onClick={() => void router.invalidate()}>
          {t('Check again')}
        </button>
      )}
      <div className="payment-actions">
        <button type="button" className="btn btn-ghost" onClick={() => router.history.back()}>
          {t('Back')}
        </button>
        {!paid && !cancelled && (
          <BusyButton
            busy={busy}
            disabled={!online}
            tone="primary"
            onClick={() => void pay(appointment)}
          >
            {busy
              ? t('Processing...')
              : t('Pay {amount}', { amount: format.money(appointment.fee) })}
          </BusyButton>
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
          : t('This appointment is already paid.')}
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
