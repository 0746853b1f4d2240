import type { ReactNode } from 'react';
import '../auth.css';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  wide?: boolean;
  children: ReactNode;
};

/** The centred card every account screen sits in; its heading names the screen. */
export function AuthCard({ title, subtitle, wide, children }: AuthCardProps) {
  return (
    <section
      className={wide ? 'auth-page auth-page-wide' : 'auth-page'}
      aria-labelledby="auth-title"
    >
      <div className="card auth-card">
        <h1 id="auth-title" className="auth-title">
          {title}
        </h1>
        {subtitle && <p className="auth-subtitle muted">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
