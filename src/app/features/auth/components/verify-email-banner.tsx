import { useEffect, useState } from 'react';
import { errorMessage } from '#app/lib/api-client';
import { msg, useT } from '#app/lib/i18n';
import { useOnline } from '#app/lib/use-online';
import { accountApi, type EmailState } from '../api/account-api';

export const CONFIRM_EMAIL = msg('Confirm your e-mail address');
export const LINK_RESENT = msg('A new link is on its way.');
const RESEND_FAILED = msg('Could not send the link. Please try again.');

/**
 * On the patient's profile and dashboard while the address is unconfirmed: the account works
 * meanwhile, but reminders wait for a confirmed address. Nothing is shown offline or when the
 * server's answer cannot be had.
 */
export function VerifyEmailBanner() {
  const t = useT();
  const online = useOnline();
  const [state, setState] = useState<EmailState | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    if (!online) return;
    const abort = new AbortController();
    accountApi
      .me(abort.signal)
      .then(setState)
      .catch(() => undefined);
    return () => abort.abort();
  }, [online]);

  if (state?.emailVerified !== false) return null;

  const resend = async () => {
    setBusy(true);
    setNote(null);
    try {
      const { data, message } = await accountApi.resendVerification();
      if (data.emailVerified) setState({ ...state, emailVerified: true });
      else setNote({ ok: true, text: t(message ?? LINK_RESENT) });
    } catch (error) {
      // A 429 carries the server's own words about the hourly limit.
      setNote({ ok: false, text: t(errorMessage(error, RESEND_FAILED)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <section className="banner banner-warning verify-email-banner" aria-label={t(CONFIRM_EMAIL)}>
        <p>
          <strong>{t(CONFIRM_EMAIL)}</strong>{' '}
          {t('Open the link we sent to {email}. Until then, reminders are not sent.', {
            email: `\u2068${state.email}\u2069`,
          })}
        </p>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => void resend()}
          disabled={busy || !online}
        >
          {busy ? t('Sending Link...') : t('Resend link')}
        </button>
        {note && (
          <p role={note.ok ? 'status' : 'alert'} className={note.ok ? undefined : 'field-error'}>
            {note.text}
          </p>
        )}
      </section>
    </div>
  );
}
