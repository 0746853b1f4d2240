import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';
import { FormField } from '#app/components/ui/form-field';
import { ApiError, errorMessage } from '#app/lib/api-client';
import { useT } from '#app/lib/i18n';
import { toast } from '#app/lib/toasts';
import { DESK_MSG, DeskInviteSchema } from '#shared/schemas/desk';
import { inviteDeskMember, type PracticeName } from '../api/desk-members-api';
import { INVITE_FAILED } from '../labels';
import { PracticeChoices } from './practice-choices';

type Values = { name: string; email: string; practiceIds: string[] };
type Field = keyof Values;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { name: '', email: '', practiceIds: [] };

/** The first message of each field, from the schema's issues or the server's errors[]. */
function byField(issues: { path: string; message: string }[]): Errors {
  const out: Errors = {};
  for (const i of issues) {
    const field = i.path.split('.')[0]!;
    if (field in EMPTY) out[field as Field] ??= i.message;
  }
  return out;
}

type Props = {
  /** The doctor's clinic practices. */
  practices: PracticeName[];
  disabled: boolean;
  onInvited(): void;
};

/** Invites a desk member by e-mail to some of the doctor's clinic practices (ADR 154). */
export function DeskInviteForm({ practices, disabled, onInvited }: Props) {
  const id = useId();
  const t = useT();
  // One practice needs no choosing.
  const initial = (): Values => ({
    ...EMPTY,
    practiceIds: practices.length === 1 ? [practices[0]!._id] : [],
  });
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: 'name' | 'email') => (e: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || disabled) return;
    const parsed = v.safeParse(DeskInviteSchema, values);
    if (!parsed.success) {
      const found = byField(
        parsed.issues.map((i) => ({ path: v.getDotPath(i) ?? '', message: i.message })),
      );
      setErrors(found);
      const first = (['name', 'email', 'practiceIds'] as const).find((f) => found[f]);
      const target = document.getElementById(`${id}-${first}`);
      (target?.querySelector('input') ?? target)?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      const answer = await inviteDeskMember(parsed.output);
      toast.success(answer.message ?? DESK_MSG.invited);
      setValues(initial());
      onInvited();
    } catch (error) {
      const fields = error instanceof ApiError ? byField(error.body?.errors ?? []) : {};
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error, INVITE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'name' | 'email') => ({
    error: errors[name] ? t(errors[name]) : null,
    id: `${id}-${name}`,
    required: true,
  });

  return (
    <section className="card desk-invite" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Invite a desk member')}</h2>
      <p className="muted">
        {t(
          'They get an e-mail with a link to set their password, valid for 7 days. They see the day’s patients and payments of the practices you choose, never visit summaries or prescriptions.',
        )}
      </p>
      {failure && (
        <div className="banner banner-error" role="alert">
          {t(failure)}
        </div>
      )}
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy || undefined}>
        <FormField label={t('Name')} {...field('name')}>
          {(control) => (
            <input {...control} value={values.name} onChange={set('name')} autoComplete="off" />
          )}
        </FormField>
        <FormField label={t('Email Address')} {...field('email')}>
          {(control) => (
            <input
              {...control}
              type="email"
              dir="ltr"
              inputMode="email"
              autoComplete="off"
              value={values.email}
              onChange={set('email')}
            />
          )}
        </FormField>
        <div id={`${id}-practiceIds`}>
          <PracticeChoices
            practices={practices}
            chosen={values.practiceIds}
            onChange={(practiceIds) => setValues((old) => ({ ...old, practiceIds }))}
            error={errors.practiceIds}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy || disabled}>
          {busy ? t('Sending…') : t('Send invitation')}
        </button>
      </form>
    </section>
  );
}
