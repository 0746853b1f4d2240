import { Link, type LinkProps } from '@tanstack/react-router';

type Way = { question?: string; to: LinkProps['to']; label: string };

/** The ways to the other account screens under a form (texts translated): the first plain, the rest quieter. */
export function AuthSwitch({ ways }: { ways: Way[] }) {
  return ways.map(({ question, to, label }, i) => (
    <p key={to} className={i === 0 ? 'auth-switch' : 'auth-switch muted'}>
      {question && `${question} `}
      <Link to={to}>{label}</Link>
    </p>
  ));
}
