import { ConfirmDialog } from '#app/components/ui/confirm-dialog';
import { useT } from '#app/lib/i18n';
import { CONSENT_TITLE, ltr, STOP_LINE } from '../labels';

type Props = {
  channel: 'sms' | 'whatsapp';
  phone: string;
  onAgree(): void;
  onCancel(): void;
};

/** SMS and WhatsApp are opt-in: the first switch turned on asks, in plain words, naming the phone. */
export function ConsentDialog({ channel, phone, onAgree, onCancel }: Props) {
  const t = useT();
  return (
    <ConfirmDialog
      title={t(CONSENT_TITLE[channel])}
      tone="primary"
      confirmLabel={t('I agree')}
      cancelLabel={t('Not now')}
      onConfirm={onAgree}
      onCancel={onCancel}
    >
      <p>
        {channel === 'sms'
          ? t('We will send text messages to {phone} for the choices you tick.', {
              phone: ltr(phone),
            })
          : t('We will send WhatsApp messages to {phone} for the choices you tick.', {
              phone: ltr(phone),
            })}
      </p>
      <p>
        {t(
          'They carry no medical details. You can turn them off here at any time; we keep when and from which device you agreed.',
        )}
      </p>
      {channel === 'sms' && <p>{t(STOP_LINE)}</p>}
    </ConfirmDialog>
  );
}
