import { useT } from '#app/lib/i18n';

/** What deleting an account does, said before the password is asked. */
export function DeletionConsequences() {
  const t = useT();
  return (
    <>
      <p>{t('Deleting your account:')}</p>
      <ul>
        <li>{t('cancels your upcoming appointments, with refunds under the refund policy;')}</li>
        <li>{t('erases your personal data: profile, family members, contacts and sessions;')}</li>
        <li>
          {t('keeps your visit records for your doctors without your name, as “Deleted patient”;')}
        </li>
        <li>{t('keeps your reviews as anonymous;')}</li>
        <li>{t('frees your e-mail address: it can register again.')}</li>
      </ul>
    </>
  );
}
