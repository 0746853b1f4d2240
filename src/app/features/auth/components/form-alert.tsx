/** A form-level error, announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="banner banner-error" role="alert">
      {message}
    </div>
  );
}

/** Registration, sign-in and password reset need a connection (D6): say so plainly. */
export function OfflineNote({ children }: { children: string }) {
  return (
    <div className="banner banner-warning" role="status">
      {children}
    </div>
  );
}
