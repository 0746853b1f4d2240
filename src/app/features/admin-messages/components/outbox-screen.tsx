import { type ReactNode, useId, useState } from 'react';
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

type Kept = { head: ReactNode; sub: ReactNode; note?: string; text: string; base: string };

/** Keys from the content: the outbox gives no ids, and the same text may be kept twice. */
function keyed(items: Kept[]): (Kept & { key: string })[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const n = (seen.get(item.base) ?? 0) + 1;
    seen.set(item.base, n);
    return { ...item, key: `${item.base}#${n}` };
  });
}

function KeptList({ items, empty }: { items: Kept[]; empty: string }) {
  if (items.length === 0) return <EmptyState title={empty} />;
  return (
    <ul className="am-list">
      {keyed(items).map((m) => (
        <li key={m.key} className="card am-item">
          <div className="am-item-head">
            <strong dir="auto">{m.head}</strong>
            <span className="muted">{m.sub}</span>
          </div>
          {m.note && <p className="muted">{m.note}</p>}
          <p className="am-text" dir="auto">
            {m.text}
          </p>
        </li>
      ))}
    </ul>
  );
}

function MessageList({ messages }: { messages: KeptMessage[] }) {
  const t = useT();
  const f = useFormat();
  const items = messages.map((m) => ({
    base: `${m.createdAt}|${m.channel}|${m.to}`,
    head: (
      <>
        {t(CHANNEL_NAME[m.channel])} · <bdi dir="ltr">{m.to}</bdi>
      </>
    ),
    sub: (
      <>
        {t(STATUS_LABEL[m.status])} · <bdi>{f.date(m.createdAt, { pattern: WHEN })}</bdi>
      </>
    ),
    note: m.template ? t('Template: {name}', { name: m.template }) : undefined,
    text: m.text,
  }));
  return <KeptList items={items} empty={t('No text messages kept')} />;
}

function MailList({ mail }: { mail: KeptMail[] }) {
  const t = useT();
  const f = useFormat();
  const items = mail.map((m) => ({
    base: `${m.sentAt}|${m.to}|${m.subject}`,
    head: m.subject,
    sub: (
      <>
        <bdi dir="ltr">{m.to}</bdi> · <bdi>{f.date(m.sentAt, { pattern: WHEN })}</bdi>
      </>
    ),
    text: m.text,
  }));
  return <KeptList items={items} empty={t('No mail kept')} />;
}
