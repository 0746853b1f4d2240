import { Link, useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog';
import { errorMessage } from '#app/lib/api-client';
import { useT } from '#app/lib/i18n';
import type { PracticeDaySearch } from '#app/lib/practice-day-search';
import { toast } from '#app/lib/toasts';
import { useOnline } from '#app/lib/use-online';
import type { DeskMember } from '#shared/schemas/desk';
import type { DeskCashView } from '../api/desk-cash-api';
import { type DeskMembersData, revokeDeskMember } from '../api/desk-members-api';
import { DESK_OFFLINE, DESK_TITLE, REVOKE_FAILED, REVOKED } from '../labels';
import { DeskCash } from './desk-cash';
import { DeskInviteForm } from './desk-invite-form';
import { DeskMemberItem } from './desk-member-item';
import { MemberPracticesDialog } from './member-practices-dialog';
import '../desk-members.css';

type Asking = { kind: 'practices' | 'revoke'; member: DeskMember } | null;

type Props = DeskMembersData & {
  /** The cash book of one clinic and day (ADR 155); none when the doctor has no clinic. */
  cash: DeskCashView | null;
  onCashSearch(search: PracticeDaySearch): void;
};

/**
 * /doctor/desk: the people who work the front desk of the doctor's clinic practices (ADR 154).
 * Online only; a change reloads the list from the server.
 */
export function DeskMembersScreen({ members, practices, cash, onCashSearch }: Props) {
  const t = useT();
  const router = useRouter();
  const online = useOnline();
  const [asking, setAsking] = useState<Asking>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const clinics = practices.filter((p) => p.kind === 'clinic');
  const reload = () => router.invalidate();

  async function revoke() {
    if (asking?.kind !== 'revoke') return;
    try {
      await revokeDeskMember(asking.member.id);
      toast.success(REVOKED);
    } catch (error) {
      toast.error(errorMessage(error, REVOKE_FAILED));
    }
    setAsking(null);
    await reload();
  }

  return (
    <section className="page page-narrow desk-members-page" aria-labelledby="desk-members-title">
      <h1 id="desk-members-title" ref={headingRef} tabIndex={-1}>
        {t(DESK_TITLE)}
      </h1>
      <p className="muted">
        {t(
          'The people at your clinic’s front desk register patients, check them in and take payments.',
        )}
      </p>
      {!online && (
        <p className="banner banner-warning" role="status">
          {t(DESK_OFFLINE)}
        </p>
      )}
      <h2>{t('Desk members')}</h2>
      {members.length === 0 ? (
        <p className="muted">{t('Nobody works at your front desk yet.')}</p>
      ) : (
        <ul className="desk-member-list">
          {members.map((member) => (
            <DeskMemberItem
              key={member.id}
              member={member}
              practices={practices}
              disabled={!online}
              onChange={(m) => setAsking({ kind: 'practices', member: m })}
              onRevoke={(m) => setAsking({ kind: 'revoke', member: m })}
            />
          ))}
        </ul>
      )}
      {clinics.length === 0 ? (
        <p className="banner banner-info">
          {t('Only a clinic practice has a front desk. Add one to your profile first.')}{' '}
          <Link to="/doctor/profile">{t('Go to your profile')}</Link>
        </p>
      ) : (
        <DeskInviteForm practices={clinics} disabled={!online} onInvited={() => void reload()} />
      )}
      {cash && <DeskCash cash={cash} clinics={clinics} online={online} onSearch={onCashSearch} />}
      {asking?.kind === 'practices' && (
        <MemberPracticesDialog
          member={asking.member}
          practices={clinics}
          onClose={() => setAsking(null)}
          onSaved={() => {
            setAsking(null);
            void reload();
          }}
        />
      )}
      {asking?.kind === 'revoke' && (
        <ConfirmDialog
          title={t('Revoke the access of {name}?', { name: asking.member.name })}
          confirmLabel={t('Revoke access')}
          busyLabel={t('Revoking…')}
          cancelLabel={t('Cancel')}
          onConfirm={revoke}
          onCancel={() => setAsking(null)}
          fallbackFocus={() => headingRef.current}
        >
          <p>
            {t(
              'They are signed out at once and can no longer open your front desk. You can invite them again later.',
            )}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
