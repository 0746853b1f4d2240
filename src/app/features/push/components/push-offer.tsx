import { useEffect, useId, useState } from 'react';
import { msg, useT } from '#app/lib/i18n';
import { type PushState, pushState, turnOnPush } from '#app/lib/push';
import { BLOCKED } from '../labels';
import '../push.css';

const FAILED = msg('Could not turn on notifications. Please try again.');

type Shown = PushState | 'asking' | 'failed' | 'dismissed' | 'blocked-now';

/**
 * After a booking, the one moment the app offers notifications on this device (ADR 104): its own
 * explanation and a button; the browser's question comes only from that button. A browser that
 * cannot, or a reader who blocked notifications before, is not asked again.
 */
export function PushOffer() {
  const t = useT();
  const headingId = useId();
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    let live = true;
    pushState()
      .then((state) => live && setShown(state))
      .catch(() => live && setShown('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    setShown('asking');
    try {
      const state = await turnOnPush();
      setShown(state === 'denied' ? 'blocked-now' : state);
    } catch {
      setShown('failed');
    }
  };

  if (shown === 'on') {
    return (
      <p className="push-offer-done" role="status">
        {t('Notifications are on for this device.')}
      </p>
    );
  }
  if (shown === 'blocked-now') {
    return (
      <p className="push-offer-done" role="status">
        {t(BLOCKED)}
      </p>
    );
  }
  if (shown !== 'off' && shown !== 'asking' && shown !== 'failed') return null;
  return (
    <section className="push-offer" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('Get notified on this device?')}</h3>
      <p>
        {t(
          'We can tell you on this device when your appointment is coming up or changes. The notification only says that something happened, never the doctor, the time or the reason: open the app to see the details.',
        )}
      </p>
      {shown === 'failed' && (
        <p className="banner banner-error" role="alert">
          {t(FAILED)}
        </p>
      )}
      <div className="push-offer-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={turnOn}
          disabled={shown === 'asking'}
        >
          {shown === 'asking' ? t('Turning on…') : t('Turn on notifications')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setShown('dismissed')}>
          {t('No thanks')}
        </button>
      </div>
    </section>
  );
}
