import { useSession } from '#app/lib/session';
import '../account.css';
import { ChangeEmailCard } from './change-email-card';
import { ChangePasswordCard } from './change-password-card';
import { DeleteAccountCard } from './delete-account-card';
import { ExportDataCard } from './export-data-card';

/**
 * The account the user controls, under each role's profile: password for everyone; e-mail,
 * export and deletion for patients and doctors (the administrator's account is the server's
 * configured one, and a doctor's deletion is the administrator's to do). ADR 110. A front desk
 * member has the password only: the address is the one the doctor invited, and the doctor
 * revokes the account (ADR 154).
 */
export function AccountSettings() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  const role = user.role;
  return (
    <>
      <ChangePasswordCard />
      {(role === 'patient' || role === 'doctor') && (
        <>
          <ChangeEmailCard email={user.email} />
          <ExportDataCard />
          <DeleteAccountCard role={role} />
        </>
      )}
    </>
  );
}
