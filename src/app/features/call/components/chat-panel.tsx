import { type FormEvent, useId, useState } from 'react';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { useCallMessages } from '#app/offline/call-messages';
import { CALL_CHAT_MAX, type CallRole } from '#shared/schemas/call';

type Props = {
  appointmentId: string;
  me: CallRole | null;
  /** Absent after the call: the messages are read only. */
  onSend?(text: string): boolean;
  heading: string;
};

/** Text messages over the call's socket, for when the sound fails; kept on this device (ADR 115). */
export function ChatPanel({ appointmentId, me, onSend, heading }: Props) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const messages = useCallMessages(appointmentId) ?? [];
  const [text, setText] = useState('');
  const [notSent, setNotSent] = useState(false);
  if (!onSend && messages.length === 0) return null;

  function send(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value || !onSend) return;
    const sent = onSend(value);
    setNotSent(!sent);
    if (sent) setText('');
  }

  return (
    <section className="call-chat" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t(heading)}</h3>
      <ol className="call-chat-list" aria-live="polite">
        {messages.map((m) => (
          <li key={m._id} className={m.from === me ? 'call-chat-mine' : 'call-chat-theirs'}>
            <span className="muted">
              {m.from === me ? t('You') : m.from === 'doctor' ? t('Doctor') : t('Patient')} ·{' '}
              <bdi dir="ltr">{format.time(m.at)}</bdi>
            </span>
            <p>{m.text}</p>
          </li>
        ))}
      </ol>
      {onSend && (
        <form className="call-chat-form" onSubmit={send}>
          <label htmlFor={`${id}-text`} className="sr-only">
            {t('Message')}
          </label>
          <input
            id={`${id}-text`}
            value={text}
            maxLength={CALL_CHAT_MAX}
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn btn-light">
            {t('Send')}
          </button>
          {notSent && (
            <p role="alert" className="call-chat-error">
              {t('Not sent: the connection is being restored. Try again in a moment.')}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
