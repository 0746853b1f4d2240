import { useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog';
import { errorMessage } from '#app/lib/api-client';
import { useT } from '#app/lib/i18n';
import { toast } from '#app/lib/toasts';
import { useOnline } from '#app/lib/use-online';
import type { SignedInDevice } from '#shared/schemas/session';
import { endDevice, endOtherDevices } from '../api/devices-api';
import { DEVICES_OFFLINE, DEVICES_TITLE, END_FAILED, OTHERS_ENDED, SESSION_ENDED } from '../labels';
import { DeviceItem, useDeviceName } from './device-item';
import '../devices.css';

type Asking = { kind: 'one'; device: SignedInDevice } | { kind: 'others' } | null;

/** Where the user is signed in; any other session can be ended here (online only). */
export function DevicesScreen({ devices }: { devices: SignedInDevice[] }) {
  const t = useT();
  const router = useRouter();
  const online = useOnline();
  const deviceName = useDeviceName();
  const [asking, setAsking] = useState<Asking>(null);
  const othersRef = useRef<HTMLButtonElement>(null);
  const others = devices.filter((d) => !d.current);

  async function confirm() {
    if (!asking) return;
    try {
      if (asking.kind === 'one') await endDevice(asking.device.id);
      else await endOtherDevices();
      toast.success(asking.kind === 'one' ? SESSION_ENDED : OTHERS_ENDED);
    } catch (error) {
      toast.error(errorMessage(error, END_FAILED));
    }
    setAsking(null);
    await router.invalidate();
  }

  return (
    <section className="page page-narrow devices-page" aria-labelledby="devices-title">
      <h1 id="devices-title">{t(DEVICES_TITLE)}</h1>
      <p className="muted">
        {t(
          'These are the devices where you are signed in. End any session you do not recognise. Places are network addresses; no location is looked up.',
        )}
      </p>
      {!online && (
        <p className="banner banner-warning" role="status">
          {t(DEVICES_OFFLINE)}
        </p>
      )}
      <ul className="device-list">
        {devices.map((device) => (
          <DeviceItem
            key={device.id}
            device={device}
            disabled={!online}
            onEnd={(d) => setAsking({ kind: 'one', device: d })}
          />
        ))}
      </ul>
      {others.length === 0 ? (
        <p className="muted">{t('No other devices are signed in.')}</p>
      ) : (
        <button
          ref={othersRef}
          type="button"
          className="btn btn-danger"
          disabled={!online}
          onClick={() => setAsking({ kind: 'others' })}
        >
          {t('End all other sessions')}
        </button>
      )}
      {asking && (
        <ConfirmDialog
          title={asking.kind === 'one' ? t('End this session?') : t('End all other sessions?')}
          confirmLabel={asking.kind === 'one' ? t('End session') : t('End all other sessions')}
          busyLabel={t('Ending…')}
          cancelLabel={t('Cancel')}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
          fallbackFocus={() => othersRef.current}
        >
          <p>
            {asking.kind === 'one'
              ? t('{device} will be signed out on its next request.', {
                  device: deviceName(asking.device),
                })
              : t('Every other device will be signed out. This device stays signed in.')}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
