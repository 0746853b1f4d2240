import { type ReactNode, useState } from 'react';
import { Avatar } from '#app/components/ui/avatar';
import { Dialog } from '#app/components/ui/dialog';
import { languageList } from '#app/lib/display-names';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { specialtyId } from '#app/lib/labels';
import type { AdminDoctor } from '#shared/schemas/admin-doctors';

type Props = {
  doctor: AdminDoctor;
  onApprove(): Promise<void>;
  onReject(): void;
  onClose(): void;
  /** Where focus goes when the row that opened it has left the filtered table. */
  fallbackFocus?: () => HTMLElement | null;
};

/** ADR 081's "Verify Doctor Application" modal: the application, then the decision. */
export function DoctorApplicationDialog({
  doctor: d,
  onApprove,
  onReject,
  onClose,
  fallbackFocus,
}: Props) {
  const t = useT();
  const format = useFormat();
  const [approving, setApproving] = useState(false);
  const status = d.verificationStatus;

  async function approve() {
    setApproving(true);
    try {
      await onApprove();
    } finally {
      setApproving(false);
    }
  }

  const rows: [string, ReactNode][] = [
    [
      t('Specialization'),
      d.specialization?.trim() ? t(specialtyId(d.specialization)) : t('Not specified'),
    ],
    [t('Qualifications'), d.qualifications],
    [t('Clinic/Hospital'), d.clinicName],
    [t('Experience'), t('{count} years', { count: format.number(d.experience ?? 0) })],
    [
      t('Consultation Fee'),
      typeof d.consultationFee === 'number' ? format.money(d.consultationFee) : t('Not set'),
    ],
    [t('License Number'), d.licenseNumber],
    [t('Registration Date'), format.date(d.createdAt, { pattern: 'MMMM d, yyyy' })],
  ];
  if (d.about?.trim()) rows.push([t('About'), d.about]);
  if (d.services?.length) rows.push([t('Services'), d.services.join(', ')]);
  if (d.languages?.length) rows.push([t('Languages'), languageList(d.languages, t)]);

  return (
    <Dialog
      title={t('Verify Doctor Application')}
      onClose={() => {
        if (!approving) onClose();
      }}
      className="av-dialog"
      fallbackFocus={fallbackFocus}
    >
      <div className="av-applicant">
        <Avatar name={d.name} url={d.profilePicture?.url} size={56} />
        <div>
          <p className="av-name">{d.name}</p>
          <p className="muted">{d.email}</p>
        </div>
      </div>
      <p className={`av-status av-status-${status}`}>
        {status === 'verified'
          ? t('Verified')
          : status === 'rejected'
            ? t('Rejected')
            : t('Pending Verification')}
      </p>
      {status === 'rejected' && d.rejectionReason && (
        <p className="muted">{t('Reason: {reason}', { reason: d.rejectionReason })}</p>
      )}
      <dl className="av-fields">
        {rows.map(([label, value]) => (
          <div key={label} className="av-field">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="row ui-dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={approving}>
          {t('Close')}
        </button>
        {status === 'verified' ? (
          <p className="av-done">{t('Already Verified')}</p>
        ) : (
          <>
            {/* A rejected application can be approved later, not rejected twice. */}
            {status === 'pending' && (
              <button
                type="button"
                className="btn btn-danger"
                onClick={onReject}
                disabled={approving}
              >
                {t('Reject')}
              </button>
            )}
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void approve()}
              disabled={approving}
            >
              {approving ? t('Approving…') : t('Approve')}
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}
