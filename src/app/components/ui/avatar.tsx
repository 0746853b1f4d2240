import { useState } from 'react';

/** At most 2 letters, without a leading "Dr" (ADR 079). */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^(dr\.?)\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

type Props = {
  name: string;
  url?: string | null;
  size?: number;
  /** Off when the name is written next to it (the usual case): the picture adds nothing to hear. */
  announce?: boolean;
};

/**
 * A person's picture, or their initials when there is none or it fails to load. Initials are
 * part of a name, so they are marked translate="no" (for page translators and the Urdu check).
 */
export function Avatar({ name, url, size = 64, announce = false }: Props) {
  const [failed, setFailed] = useState(false);
  const style = { inlineSize: size, blockSize: size, fontSize: size / 2.6 };
  if (url && !failed) {
    return (
      <img
        className="ui-avatar"
        src={url}
        alt={announce ? name : ''}
        style={style}
        onError={() => setFailed(true)}
      />
    );
  }
  const initials = initialsOf(name);
  return announce ? (
    <span
      className="ui-avatar ui-avatar-initials"
      style={style}
      role="img"
      aria-label={name}
      translate="no"
    >
      {initials}
    </span>
  ) : (
    <span className="ui-avatar ui-avatar-initials" style={style} aria-hidden="true" translate="no">
      {initials}
    </span>
  );
}
