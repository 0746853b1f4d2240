import type { ReactNode } from 'react';

/** A mailto link whose text comes from a translated sentence (`<Trans components>` fills it). */
export function MailLink({ email, children }: { email: string; children?: ReactNode }) {
  return <a href={`mailto:${email}`}>{children ?? email}</a>;
}
