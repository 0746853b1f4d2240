import type { Deps } from '#server/context';
import { ApiError } from '#server/lib/errors';
import { PAYMENT_MSG, type PaymentProvider } from '#shared/schemas/payment';

type EnvDeps = Pick<Deps, 'env'>;

/**
 * The providers a patient may pay through (ADR 140, superseding part of ADR 010): JazzCash when
 * its merchant credentials are configured; otherwise the sandbox, which moves no money, and
 * never in production, where no provider means no online payment.
 */
export function availableProviders(deps: EnvDeps): PaymentProvider[] {
  if (deps.env.jazzcash) return ['jazzcash'];
  return deps.env.nodeEnv === 'production' ? [] : ['sandbox'];
}

export const defaultProvider = (deps: EnvDeps): PaymentProvider | null =>
  availableProviders(deps)[0] ?? null;

/** Refuses (400) a provider this server does not offer, saying why in the operator's terms. */
export function requireProvider(deps: EnvDeps, provider: PaymentProvider): void {
  if (availableProviders(deps).includes(provider)) return;
  if (provider === 'jazzcash') {
    throw new ApiError(400, PAYMENT_MSG.notConfigured, { code: 'PROVIDER_NOT_CONFIGURED' });
  }
  if (deps.env.jazzcash) {
    throw new ApiError(400, PAYMENT_MSG.sandboxOff, { code: 'SANDBOX_OFF' });
  }
  throw new ApiError(400, PAYMENT_MSG.noProvider, { code: 'NO_PAYMENT_PROVIDER' });
}
