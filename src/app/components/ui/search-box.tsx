import { useEffect, useId, useRef, useState } from 'react';

type Props = {
  /** Already translated. */
  label: string;
  placeholder?: string;
  /** The search as the URL holds it. */
  value: string | undefined;
  /** Called with the trimmed text (undefined when empty) after a pause in typing. */
  onSearch(value: string | undefined): void;
  maxLength?: number;
  delayMs?: number;
};

/** A labelled search input that applies after a short pause, and follows the URL when it changes. */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
  maxLength = 100,
  delayMs = 400,
}: Props) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const sent = useRef(value ?? '');
  const send = useRef(onSearch);
  send.current = onSearch;

  useEffect(() => {
    if ((value ?? '') !== sent.current) {
      sent.current = value ?? '';
      setText(value ?? '');
    }
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      send.current(next || undefined);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  );
}
