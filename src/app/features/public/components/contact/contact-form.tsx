import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';
import { FormField } from '#app/components/ui/form-field';
import { ApiError, errorMessage } from '#app/lib/api-client';
import { msg, useT } from '#app/lib/i18n';
import { CONTACT_MSG, ContactMessageSchema } from '#shared/schemas/contact-message';
import { sendContactMessage } from '../../api/contact-api';

type Values = { name: string; email: string; userType: string; subject: string; message: string };
type Field = keyof Values;

const EMPTY: Values = { name: '', email: '', userType: 'patient', subject: '', message: '' };
const SEND_FAILED = msg('Your message could not be sent. Please try again.');

/** The first message of each field, from the schema's issues or the server's errors[]. */
function byField(issues: { path: string; message: string }[]): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  for (const i of issues) if (i.path in EMPTY) out[i.path as Field] ??= i.message;
  return out;
}

/**
 * ADR 144: the message goes to the team (stored, listed for the administrator and mailed to the
 * support address), checked first with the schema the server uses.
 */
export function ContactForm() {
  const id = useId();
  const t = useT();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const parsed = v.safeParse(ContactMessageSchema, values);
    if (!parsed.success) {
      setErrors(
        byField(
          parsed.issues.map((i) => ({ path: String(i.path?.[0]?.key ?? ''), message: i.message })),
        ),
      );
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      const answer = await sendContactMessage(parsed.output);
      setSent(answer.message ?? CONTACT_MSG.sent);
      setValues(EMPTY);
    } catch (error) {
      const fields = error instanceof ApiError ? byField(error.body?.errors ?? []) : {};
      setErrors(fields);
      setFailure(errorMessage(error, SEND_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field) => ({
    error: errors[name] ? t(errors[name]) : null,
    announceError: false,
    id: `${id}-${name}`,
  });

  return (
    <section className="card contact-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Send Us a Message')}</h2>
      <p className="muted">{t('We respond to every inquiry within 24 hours.')}</p>
      {sent && (
        <div className="banner banner-success" role="status">
          {t(sent)}
        </div>
      )}
      {failure && (
        <div className="banner banner-error" role="alert">
          {t(failure)}
        </div>
      )}
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className="contact-grid">
          <FormField label={t('Your Name')} required {...field('name')}>
            {(control) => (
              <input {...control} value={values.name} onChange={set('name')} autoComplete="name" />
            )}
          </FormField>
          <FormField label={t('Email Address')} required {...field('email')}>
            {(control) => (
              <input
                {...control}
                type="email"
                dir="ltr"
                value={values.email}
                onChange={set('email')}
                autoComplete="email"
              />
            )}
          </FormField>
        </div>
        <FormField label={t('I am a')} {...field('userType')}>
          {(control) => (
            <select {...control} value={values.userType} onChange={set('userType')}>
              <option value="patient">{t('Patient')}</option>
              <option value="doctor">{t('Healthcare Provider')}</option>
            </select>
          )}
        </FormField>
        <FormField label={t('Subject')} required {...field('subject')}>
          {(control) => <input {...control} value={values.subject} onChange={set('subject')} />}
        </FormField>
        <FormField label={t('Message')} required {...field('message')}>
          {(control) => (
            <textarea {...control} rows={5} value={values.message} onChange={set('message')} />
          )}
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('Sending...') : t('Send Message')}
        </button>
      </form>
    </section>
  );
}
