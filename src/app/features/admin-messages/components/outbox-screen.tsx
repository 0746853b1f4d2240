import { useId, useState } from 'react';
import { EmptyState } from '#app/components/ui/empty-state';
import { LoadFailed } from '#app/components/ui/load-failed';
import { Tabs } from '#app/components/ui/tabs';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import type { KeptMessage } from '#shared/schemas/outgoing-message';
import type { KeptMail, OutboxLoad } from '../api/messages-api';
import { STATUS_LABEL } from '../filters';
import { CHANNEL_NAME } from '../labels';
import '../admin-messages.css';

type View = 'mail' | 'messages';
const WHEN = 'MMM d, yyyy, h:mm a';

/**
 * /admin/outbox: what the server kept instead of sending, outside production (ADR 105): the
 * mail (no SMTP_URL) and the SMS and WhatsApp messages (no MESSAGING_URL). The offline demo's
 * way to read a reset link or a reminder.
 */
export function OutboxScreen({ load, onReload }: { load: OutboxLoad; onReload(): void }) {
  const t = useT();
  const titleId = useId();
  const [view, setView] = useState<View>('messages');
  return (
    <section className="page admin-outbox" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('Local outbox')}</h1>
      <p className="muted">
        {t(
          'Mail and text messages this server kept instead of sending. Not available in production.',
        )}
      </p>
      {load.state === 'failed' && <LoadFailed message={load.message} onRetry={onReload} />}
      {load.state === 'off' && (
        <EmptyState title={t('This server keeps no local outbox: it runs in production.')} />
      )}
      {load.state === 'shown' && (
        <Tabs<View>
          label={t('Local outbox')}
          selected={view}
          onSelect={setView}
          tabs={[
            {
              id: 'messages',
              label: t('SMS and WhatsApp ({count})', { count: load.messages.length }),
            },
            { id: 'mail', label: t('E-mail ({count})', { count: load.mail.length }) },
          ]}
        >
          {view === 'mail' ? (
            <MailList mail={load.mail} />
          ) : (
            <MessageList messages={load.messages} />
          )}
        </Tabs>
      )}
      <button type="button" className="btn btn-light" onClick={onReload}>
        {t('Refresh')}
      </button>
    </section>
  );
}

function MessageList({ messages }: { messages: KeptMessage[] }) {
  const t = useT();
  const f = useFormat();
  if (messages.length === 0) return <EmptyState title={t('No text messages kept')} />;
  return (
    <ul className="am-list">
      {messages.map((m, i) => (
        <li key={`${m.createdAt}-${i}`} className="card am-item">
          <div className="am-item-head">
            <strong>
              {t(CHANNEL_NAME[m.channel])} · <bdi dir="ltr">{m.to}</bdi>
            </strong>
            <span className="muted">
              {t(STATUS_LABEL[m.status])} · <bdi>{f.date(m.createdAt, { pattern: WHEN })}</bdi>
            </span>
          </div>
          {m.template && <p className="muted">{t('Template: {name}', { name: m.template })}</p>}
          <p className="am-text" dir="auto">
            {m.text}
          </p>
        </li>
      ))}
    </ul>
  );
}

function MailList({ mail }: { mail: KeptMail[] }) {
  const t = useT();
  const f = useFormat();
  if (mail.length === 0) return <EmptyState title={t('No mail kept')} />;
  return (
    <ul className="am-list">
      {mail.map((m, i) => (
        <li key={`${m.sentAt}-${i}`} className="card am-item">
          <div className="am-item-head">
            <strong dir="auto">{m.subject}</strong>
            <span className="muted">
              <bdi dir="ltr">{m.to}</bdi> · <bdi>{f.date(m.sentAt, { pattern: WHEN })}</bdi>
            </span>
          </div>
          <p className="am-text" dir="auto">
            {m.text}
          </p>
        </li>
      ))}
    </ul>
  );
}
