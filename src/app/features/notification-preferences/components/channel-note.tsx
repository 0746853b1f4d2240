import { Link } from '@tanstack/react-router';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import type { Consent } from '#shared/schemas/notification-preferences';
import { ltr, STOP_LINE } from '../labels';

type Props = {
  channel: 'sms' | 'whatsapp';
  /** The number texts go to (E.164), or null when the account has none SMS can reach. */
  phone: string | null;
  /** The number as stored on the profile, shown when it cannot be used. */
  storedPhone: string | null;
  consent: Consent;
  /** The screen where this role edits the phone. */
  editTo: string;
};

/** Under SMS and WhatsApp: which number, when consent was given, and how to stop. */
export function ChannelNote({ channel, phone, storedPhone, consent, editTo }: Props) {
  const t = useT();
  const f = useFormat();
  return (
    <div className="np-note">
      {phone ? (
        <p className="field-hint">{t('Sent to {phone}', { phone: ltr(phone) })}</p>
      ) : (
        <p className="field-hint np-unusable">
          {storedPhone
            ? t('{phone} is not usable for SMS.', { phone: ltr(storedPhone) })
            : t('Your account has no mobile number.')}{' '}
          <Link to={editTo}>{t('Edit your phone number')}</Link>
        </p>
      )}
      {consent && (
        <p className="field-hint">
          {consent.device
            ? t('You agreed on {date} from {device}.', {
                date: f.date(consent.at, { pattern: 'MMM d, yyyy, h:mm a' }),
                // The record names the session too; the reader knows their device by its name.
                device: consent.device.replace(/, session \S+$/, ''),
              })
            : t('You agreed on {date}.', {
                date: f.date(consent.at, { pattern: 'MMM d, yyyy, h:mm a' }),
              })}
        </p>
      )}
      {channel === 'sms' && <p className="field-hint">{t(STOP_LINE)}</p>}
    </div>
  );
}
