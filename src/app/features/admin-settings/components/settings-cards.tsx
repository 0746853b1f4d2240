import type { ReactNode } from 'react';
import { FormField } from '#app/components/ui/form-field';
import { Select } from '#app/components/ui/select';
import { useT } from '#app/lib/i18n';
import { timeZoneName } from '#app/lib/record-names';
import { TIMEZONES } from '#shared/schemas/settings';
import type { SettingsForm } from '../settings-form';

export type CardProps = {
  form: SettingsForm;
  errors: Record<string, string>;
  change(patch: Partial<SettingsForm>): void;
};

type Toggle =
  | 'maintenanceMode'
  | 'allowRegistration'
  | 'emailNotifications'
  | 'smsNotifications'
  | 'appointmentReminders';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card as-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Switch({
  form,
  change,
  name,
  label,
  help,
}: CardProps & { name: Toggle; label: string; help?: string }) {
  const id = `setting-${name}`;
  return (
    <div className="as-switch">
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          checked={form[name]}
          aria-describedby={help ? `${id}-help` : undefined}
          onChange={(e) => change({ [name]: e.target.checked })}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {help && (
        <p id={`${id}-help`} className="field-hint">
          {help}
        </p>
      )}
    </div>
  );
}

type TextName =
  | 'siteName'
  | 'siteDescription'
  | 'contactEmail'
  | 'supportPhone'
  | 'supportAddress'
  | 'supportHours'
  | 'maxAppointmentsPerDay'
  | 'waitlistOfferMinutes'
  | 'fullRefundHoursBefore'
  | 'feeMin'
  | 'feeMax';

function TextInput({
  form,
  change,
  errors,
  name,
  label,
  type = 'text',
  errorKeys,
  help,
}: CardProps & {
  name: TextName;
  label: string;
  type?: string;
  errorKeys: string[];
  help?: string;
}) {
  const error = errorKeys.map((k) => errors[k]).find(Boolean);
  const t = useT();
  return (
    <FormField label={label} error={error ? t(error) : null} help={help} announceError={false}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          // Addresses and numbers read left to right in Urdu too.
          dir={type === 'text' ? undefined : 'ltr'}
          inputMode={type === 'number' ? 'numeric' : undefined}
          min={type === 'number' ? 0 : undefined}
          step={type === 'number' ? 1 : undefined}
          value={form[name]}
          onChange={(e) => change({ [name]: e.target.value })}
        />
      )}
    </FormField>
  );
}

export function GeneralCard(props: CardProps) {
  const t = useT();
  return (
    <Card id="settings-general" title={t('General Settings')}>
      <TextInput {...props} name="siteName" label={t('Site Name')} errorKeys={['siteName']} />
      <TextInput
        {...props}
        name="siteDescription"
        label={t('Site Description')}
        errorKeys={['siteDescription']}
      />
      <TextInput
        {...props}
        name="contactEmail"
        type="email"
        label={t('Contact Email')}
        errorKeys={['contactEmail']}
      />
      <TextInput
        {...props}
        name="supportPhone"
        type="tel"
        label={t('Support Phone')}
        errorKeys={['supportPhone']}
      />
      <TextInput
        {...props}
        name="supportAddress"
        label={t('Support Address')}
        errorKeys={['supportAddress']}
        help={t('Shown on the contact page.')}
      />
      <TextInput
        {...props}
        name="supportHours"
        label={t('Support Hours')}
        errorKeys={['supportHours']}
        help={t('Shown on the contact and help pages.')}
      />
    </Card>
  );
}

export function SystemCard(props: CardProps) {
  const t = useT();
  return (
    <Card id="settings-system" title={t('System Configuration')}>
      <Select
        label={t('Timezone')}
        value={props.form.timezone}
        onChange={(value) => props.change({ timezone: value as SettingsForm['timezone'] })}
        options={TIMEZONES.map((zone) => ({ value: zone, label: timeZoneName(zone, t) }))}
        help={t('Clinic time: doctors’ hours and every appointment time are in this zone.')}
      />
      <Switch
        {...props}
        name="maintenanceMode"
        label={t('Maintenance Mode')}
        help={t(
          'While on, only administrators can use the service; everyone else is told it is under maintenance.',
        )}
      />
      <Switch
        {...props}
        name="allowRegistration"
        label={t('Allow Registration')}
        help={t('While off, new patients and doctors cannot sign up.')}
      />
    </Card>
  );
}

export function NotificationCard(props: CardProps) {
  const t = useT();
  return (
    <Card id="settings-notification" title={t('Notification Settings')}>
      <Switch
        {...props}
        name="emailNotifications"
        label={t('Email Notifications')}
        help={t('Each notification is also sent by e-mail.')}
      />
      <Switch
        {...props}
        name="smsNotifications"
        label={t('SMS Notifications')}
        help={t('Saved for later: no SMS provider is connected yet, so no SMS is sent.')}
      />
      <Switch
        {...props}
        name="appointmentReminders"
        label={t('Appointment Reminders')}
        help={t('Patients are reminded 24 hours before their appointment.')}
      />
    </Card>
  );
}

export function BusinessCard(props: CardProps) {
  const t = useT();
  const { form, change, errors } = props;
  const hoursError =
    errors['workingHours.start'] ?? errors['workingHours.end'] ?? errors.workingHours;
  return (
    <Card id="settings-business" title={t('Business Settings')}>
      <TextInput
        {...props}
        name="maxAppointmentsPerDay"
        type="number"
        label={t('Max Appointments Per Day')}
        errorKeys={['maxAppointmentsPerDay']}
        help={t('Per doctor: once a day has this many bookings, no more slots are offered.')}
      />
      <TextInput
        {...props}
        name="waitlistOfferMinutes"
        type="number"
        label={t('Waitlist hold (minutes)')}
        errorKeys={['waitlistOfferMinutes']}
        help={t(
          'How long a freed slot is held for the first person on the waitlist before it goes to the next (5 to 120).',
        )}
      />
      <TextInput
        {...props}
        name="fullRefundHoursBefore"
        type="number"
        label={t('Full refund window (hours before the appointment)')}
        errorKeys={['refundPolicy.fullRefundHoursBefore', 'refundPolicy']}
        help={t(
          'A patient who paid online and cancels at least this many hours ahead gets a full refund; later, none (0 to 168). A cancellation by the doctor or the administrator is always refunded in full.',
        )}
      />
      <fieldset className="as-pair">
        <legend>{t('Consultation Fee Range (PKR)')}</legend>
        <TextInput
          {...props}
          name="feeMin"
          type="number"
          label={t('Minimum fee')}
          errorKeys={['consultationFeeRange.min', 'consultationFeeRange']}
        />
        <TextInput
          {...props}
          name="feeMax"
          type="number"
          label={t('Maximum fee')}
          errorKeys={['consultationFeeRange.max']}
        />
      </fieldset>
      <fieldset className="as-pair">
        <legend>{t('Working Hours')}</legend>
        {(['start', 'end'] as const).map((edge) => (
          <FormField
            key={edge}
            label={edge === 'start' ? t('Start time') : t('End time')}
            error={edge === 'end' && hoursError ? t(hoursError) : null}
            announceError={false}
          >
            {(control) => (
              <input
                {...control}
                type="time"
                value={form.workingHours[edge]}
                onChange={(e) =>
                  change({ workingHours: { ...form.workingHours, [edge]: e.target.value } })
                }
              />
            )}
          </FormField>
        ))}
        <p className="field-hint">
          {t('The weekly hours (Monday to Friday) a newly verified doctor starts with.')}
        </p>
      </fieldset>
    </Card>
  );
}
