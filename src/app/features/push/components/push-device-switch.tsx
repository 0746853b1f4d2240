import { useEffect, useId, useState } from 'react';
import { msg, useT } from '#app/lib/i18n';
import { type PushState, pushState, turnOffPush, turnOnPush } from '#app/lib/push';
import '../push.css';
import { BLOCKED } from '../labels';

const FAILED = msg('Could not change notifications on this device. Please try again.');

/**
 * In the profile: whether this device gets push notifications, and a switch (ADR 104). Which
 * kinds come by push is the reader's choice above; this is only about this browser.
 */
export function PushDeviceSwitch() {
  const t = useT();
  const titleId = useId();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    pushState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      if (on) setState(await turnOnPush());
      else {
        await turnOffPush({ tellServer: true });
        setState('off');
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (state === null) return null;
  return (
    <section className="page" aria-labelledby={titleId}>
      <div className="card">
        <h2 id={titleId}>{t('Notifications on this device')}</h2>
        {state === 'unsupported' && (
          <p className="muted">{t('This browser cannot show notifications from the app.')}</p>
        )}
        {state === 'denied' && <p className="muted">{t(BLOCKED)}</p>}
        {(state === 'on' || state === 'off') && (
          <label className="checkbox">
            <input
              type="checkbox"
              role="switch"
              aria-checked={state === 'on'}
              checked={state === 'on'}
              disabled={busy}
              onChange={(e) => void change(e.target.checked)}
            />
            {t('Show notifications on this device')}
          </label>
        )}
        {failed && (
          <p className="banner banner-error" role="alert">
            {t(FAILED)}
          </p>
        )}
      </div>
    </section>
  );
}
