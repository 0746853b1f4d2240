import { Badge, type BadgeTone } from '#app/components/ui/status-badge';
import { msg, useT } from '#app/lib/i18n';
import type { AdminDoctor } from '#shared/schemas/admin-doctors';

export const VERIFICATION_LABEL: Record<
  AdminDoctor['verificationStatus'],
  { label: string; tone: BadgeTone }
> = {
  pending: { label: msg('Pending'), tone: 'warning' },
  verified: { label: msg('Verified'), tone: 'success' },
  rejected: { label: msg('Rejected'), tone: 'danger' },
};

export function VerificationBadge({ status }: { status: AdminDoctor['verificationStatus'] }) {
  const t = useT();
  const badge = VERIFICATION_LABEL[status] ?? VERIFICATION_LABEL.pending;
  return <Badge tone={badge.tone}>{t(badge.label)}</Badge>;
}
