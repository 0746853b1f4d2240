import { useId } from 'react';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import type { SignedInDevice } from '#shared/schemas/session';
import { KIND_LABEL, NETWORK_LABEL } from '../labels';

/** "Chrome on Android", or what is known of it. */
export function useDeviceName() {
  const t = useT();
  return (d: SignedInDevice) => {
    if (d.browser && d.os) return t('{browser} on {os}', { browser: d.browser, os: d.os });
    return d.browser ?? d.os ?? t('Unknown device');
  };
}

type Props = { device: SignedInDevice; disabled: boolean; onEnd(device: SignedInDevice): void };

export function DeviceItem({ device, disabled, onEnd }: Props) {
  const t = useT();
  const f = useFormat();
  const name = useDeviceName()(device);
  const nameId = useId();
  const when = (iso: string) => `${f.date(iso)} ${f.time(iso)}`;
  return (
    <li className="card device-item" aria-label={name}>
      <div className="device-text">
        <p className="device-name" id={nameId}>
          <strong>{name}</strong>
          {device.deviceType && (
            <span className="muted"> · {t(KIND_LABEL[device.deviceType])}</span>
          )}
          {device.current && <span className="badge device-current">{t('This device')}</span>}
        </p>
        <p className="muted">
          {t(NETWORK_LABEL[device.network])}
          {device.ipAddress && device.network !== 'unknown' && (
            <>
              {' '}
              <bdi dir="ltr">{device.ipAddress}</bdi>
            </>
          )}
        </p>
        <p className="muted">
          {t('Last seen {when}', { when: when(device.lastSeenAt) })} ·{' '}
          {t('Signed in {when}', { when: when(device.signedInAt) })}
        </p>
      </div>
      {!device.current && (
        <button
          type="button"
          className="btn btn-ghost"
          aria-describedby={nameId}
          disabled={disabled}
          onClick={() => onEnd(device)}
        >
          {t('End session')}
        </button>
      )}
    </li>
  );
}
