import { useT } from '#app/lib/i18n';
/** A form-level error, announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  const t = useT();
  if (!message) return null;
  return (
    <div className="banner banner-error" role="alert">
      {t(message)}
    </div>
  );
}

/** Registration, sign-in and password reset need a connection (ADR 006): say so plainly. */
export function OfflineNote({ children }: { children: string }) {
  const t = useT();
  return (
    <div className="banner banner-warning" role="status">
      {t(children)}
    </div>
  );
}
