import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { EmailSchema } from '#shared/schemas/email';
import { SignInForm } from '../features/auth/components/sign-in-form';

/** /sign-in?registered=true&email=… after registration: the notice and the prefilled e-mail. */
const SignInSearch = v.object({
  registered: v.fallback(
    v.optional(
      v.pipe(
        v.unknown(),
        v.transform((x) => x === true || x === 1 || x === 'true' || x === '1'),
      ),
    ),
    undefined,
  ),
  email: v.fallback(v.optional(EmailSchema), undefined),
});

export const Route = createFileRoute('/sign-in')({
  validateSearch: (search: Record<string, unknown>): { registered?: boolean; email?: string } =>
    v.parse(SignInSearch, search),
  component: SignInRoute,
});

function SignInRoute() {
  const { registered, email } = Route.useSearch();
  return <SignInForm key={email ?? ''} registered={registered} email={email} />;
}
