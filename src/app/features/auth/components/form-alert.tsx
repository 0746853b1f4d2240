import { useT } from '#app/lib/i18n';
import { useOnline } from '#app/lib/use-online';
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

/**
 * Above a form that needs the server: the offline note while there is no connection, and the
 * form's error, unless it only repeats that note.
 */
export function ServerFormNotices({ offline, error }: { offline: string; error: string | null }) {
  const online = useOnline();
  return (
    <>
      {!online && <OfflineNote>{offline}</OfflineNote>}
      <FormAlert message={error === offline && !online ? null : error} />
    </>
  );
}
