import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { VerifyEmailScreen } from '#app/features/auth/components/verify-email-screen';

const VerifyEmailSearch = v.object({
  token: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
    undefined,
  ),
});

/** The link mailed at registration and on a change of address: /verify-email?token=… */
export const Route = createFileRoute('/verify-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    v.parse(VerifyEmailSearch, search),
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { token } = Route.useSearch();
  return <VerifyEmailScreen key={token} token={token ?? ''} />;
}
