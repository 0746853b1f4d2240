import { useState } from 'react';

/** At most 2 letters (section 9). */
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

/** The doctor's picture, or their initials when there is none or it fails to load. */
export function DoctorAvatar({
  name,
  url,
  size = 64,
}: {
  name: string;
  url?: string | null;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: size / 2.6 };
  if (url && !failed) {
    return (
      <img
        className="doctor-avatar"
        src={url}
        alt=""
        style={style}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className="doctor-avatar doctor-avatar-initials" style={style} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
