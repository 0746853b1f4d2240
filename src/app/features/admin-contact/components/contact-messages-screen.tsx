import { useId } from 'react';
import type { RecordsLoad } from '#app/components/records/records-load';
import { RecordsResult } from '#app/components/records/records-page';
import type { Column } from '#app/components/ui/data-table';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import {
  CONTACT_MESSAGES_PAGE_SIZE,
  type ContactMessage,
  type ContactUserType,
} from '#shared/schemas/contact-message';

type Props = {
  load: RecordsLoad<ContactMessage>;
  onPage(page: number | undefined): void;
  onReload(): void;
};

const WHEN = 'MMM d, yyyy, h:mm a';
const WHO: Record<ContactUserType, string> = {
  patient: msg('Patient'),
  doctor: msg('Healthcare Provider'),
};

/**
 * /admin/contact-messages: what the contact page received, newest first (ADR 144); each was
 * also mailed to the support address, so a reply goes from the mailbox.
 */
export function ContactMessagesScreen({ load, onPage, onReload }: Props) {
  const t = useT();
  const titleId = useId();
  const columns = useColumns();
  return (
    <section className="page admin-contact" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('Contact messages')}</h1>
      <p className="muted">
        {t(
          'Messages sent from the contact page, newest first. Each was also e-mailed to the contact e-mail of the settings.',
        )}
      </p>
      <RecordsResult
        load={load}
        table={{
          caption: t('Contact messages'),
          columns,
          rowKey: (m) => m.id,
          pageSize: CONTACT_MESSAGES_PAGE_SIZE,
          empty: t('No contact messages yet'),
        }}
        onReload={onReload}
        onPage={onPage}
        onFirst={() => onPage(undefined)}
      />
    </section>
  );
}

function useColumns(): Column<ContactMessage>[] {
  const t = useT();
  const f = useFormat();
  return [
    {
      key: 'createdAt',
      header: t('Time'),
      cell: (m) => <bdi>{f.date(m.createdAt, { pattern: WHEN })}</bdi>,
    },
    {
      key: 'from',
      header: t('Sender'),
      rowHeader: true,
      cell: (m) => (
        <>
          <bdi>{m.name}</bdi>
          <br />
          <a href={`mailto:${m.email}`} dir="ltr">
            {m.email}
          </a>
        </>
      ),
    },
    { key: 'userType', header: t('I am a'), cell: (m) => t(WHO[m.userType]) },
    {
      key: 'message',
      header: t('Message'),
      cell: (m) => (
        <>
          <strong dir="auto">{m.subject}</strong>
          <p dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            {m.message}
          </p>
        </>
      ),
    },
  ];
}
