import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { LastSynced } from '#app/components/ui/last-synced';
import { LoadFailed } from '#app/components/ui/load-failed';
import { msg, useT } from '#app/lib/i18n';
import { lazyNamed } from '#app/lib/lazy-named';
import { useSession } from '#app/lib/session';
import { useOnline } from '#app/lib/use-online';
import { useMirroredNotificationPreferences } from '#app/offline/collections/notification-preferences';
import { useMirroredProfile } from '#app/offline/collections/profile';
import { syncEngine, usePendingFor } from '#app/offline/outbox';
import { useSyncStatus } from '#app/offline/sync-status';
import {
  CATEGORIES,
  type Category,
  CHANNELS,
  type Channel,
} from '#shared/schemas/notification-preferences';
import { type Choices, savePreferences } from '../api/save-preferences';
import { CATEGORY_LABEL, CHANNEL_LABEL } from '../labels';
import { ChannelNote } from './channel-note';
import '../notification-preferences.css';

// Asked the first time SMS or WhatsApp is turned on: loaded then, with the confirmation dialog it
// is made of (ADR 156).
const ConsentDialog = lazyNamed(() => import('./consent-dialog'), 'ConsentDialog');

const LOAD_FAILED = msg('Could not load your notification choices');

type OptIn = 'sms' | 'whatsapp';
const isOptIn = (c: Channel): c is OptIn => c === 'sms' || c === 'whatsapp';

/** Where each role edits the phone that SMS and WhatsApp go to. */
const PHONE_EDITED_AT = {
  patient: '/patient/profile',
  doctor: '/doctor/profile',
  admin: '/profile',
  desk: '/profile',
} as const;

/**
 * The reader's channels × what they receive on each (ADR 105), read from the device's copy so it
 * opens and saves offline. SMS and WhatsApp are opt-in: the first switch asks for consent.
 */
export function NotificationSettings() {
  const t = useT();
  const titleId = useId();
  const row = useMirroredNotificationPreferences();
  const profile = useMirroredProfile();
  const status = useSyncStatus('notificationPreferences');
  const online = useOnline();
  const waiting = usePendingFor('notification-preferences');
  const role = useSession((s) => s.user?.role) ?? 'patient';
  const [draft, setDraft] = useState<Choices | null>(null);
  const [asking, setAsking] = useState<{ channel: OptIn; category: Category } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void syncEngine.refresh('notificationPreferences');
  }, []);
  // A saved draft stays on screen until the device's row carrying it arrives: cleared at once,
  // the switches would show the row before the save for a moment.
  const saved = useRef(false);
  useEffect(() => {
    if (row === undefined || !saved.current) return;
    saved.current = false;
    setDraft(null);
  }, [row]);
  const retry = () => void syncEngine.refresh('notificationPreferences');

  if (row === undefined || (row === null && !status.lastError)) {
    return (
      <section className="page np-page" aria-labelledby={titleId}>
        <div className="card">
          <h2 id={titleId}>{t('Notifications')}</h2>
          <p className="muted" role="status">
            {t('Loading your notification choices…')}
          </p>
        </div>
      </section>
    );
  }
  if (row === null) {
    return (
      <section className="page np-page" aria-labelledby={titleId}>
        <div className="card">
          <h2 id={titleId}>{t('Notifications')}</h2>
          <LoadFailed message={LOAD_FAILED} onRetry={retry} />
        </div>
      </section>
    );
  }

  const choices: Choices = draft ?? row;
  const consented = (channel: OptIn) =>
    row.consent[channel] !== null || Object.values(choices[channel]).some(Boolean);

  function set(channel: Channel, category: Category, on: boolean) {
    setDraft({ ...choices, [channel]: { ...choices[channel], [category]: on } });
  }

  function toggle(channel: Channel, category: Category, on: boolean) {
    if (on && isOptIn(channel) && !consented(channel)) setAsking({ channel, category });
    else set(channel, category, on);
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await savePreferences(choices);
      saved.current = true;
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page np-page" aria-labelledby={titleId}>
      <div className="card">
        <h2 id={titleId}>{t('Notifications')}</h2>
        <p className="muted">{t('Choose what reaches you, and how.')}</p>
        <LastSynced status={status} online={online} onRetry={retry} />
        <form onSubmit={(e) => void save(e)} aria-busy={busy || undefined}>
          <div className="np-grid">
            {CHANNELS.map((channel) => {
              const blocked = isOptIn(channel) && row.phone === null;
              return (
                <fieldset key={channel} className="np-channel">
                  <legend>{t(CHANNEL_LABEL[channel])}</legend>
                  {CATEGORIES.map((category) => {
                    const on = choices[channel][category];
                    return (
                      <label key={category} className="checkbox">
                        <input
                          type="checkbox"
                          checked={on}
                          // A switch that is on can always be turned off, even without a phone.
                          disabled={busy || (blocked && !on)}
                          onChange={(e) => toggle(channel, category, e.target.checked)}
                        />
                        {t(CATEGORY_LABEL[category])}
                      </label>
                    );
                  })}
                  {isOptIn(channel) && (
                    <ChannelNote
                      channel={channel}
                      phone={row.phone}
                      storedPhone={profile?.phone ?? null}
                      consent={row.consent[channel]}
                      editTo={PHONE_EDITED_AT[role]}
                    />
                  )}
                </fieldset>
              );
            })}
          </div>
          <div className="row np-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? t('Saving…') : t('Save notification choices')}
            </button>
            {waiting && (
              <span className="muted" role="status">
                {t('Saved on this device — will sync when you are back online')}
              </span>
            )}
          </div>
        </form>
        {asking && row.phone && (
          <Suspense fallback={null}>
            <ConsentDialog
              channel={asking.channel}
              phone={row.phone}
              onAgree={() => {
                set(asking.channel, asking.category, true);
                setAsking(null);
              }}
              onCancel={() => setAsking(null)}
            />
          </Suspense>
        )}
      </div>
    </section>
  );
}
