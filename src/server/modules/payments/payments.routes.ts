import type { Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/context';
import { createRouter } from '#server/context';
import { actorOf } from '#server/lib/actor';
import { ApiError, conflict, notFound } from '#server/lib/errors';
import { ok } from '#server/lib/http';
import { validate } from '#server/lib/validate';
import { currentUser, requireAuth } from '#server/middleware/auth';
import {
  PAYMENT_MSG,
  PAYMENT_PROVIDERS,
  PaymentCreateSchema,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentProvidersAnswer,
} from '#shared/schemas/payment';
import { audit } from '../audit/audit.service';
import { readerLanguage } from '../messaging/reader-language';
import { getSettings } from '../settings/settings.service';
import { JAZZCASH_SUCCESS_CODES, jazzcashHashValid } from './jazzcash';
import { completePayment, createPayment, findPayment, returnUrl } from './payments.service';
import { availableProviders, defaultProvider, requireProvider } from './providers';
import { checkoutPage, sandboxSign, sandboxVerify } from './sandbox';

const doc = (summary: string, secured = false) =>
  describeRoute({
    tags: ['Payments'],
    summary,
    ...(secured ? { security: [{ bearerAuth: [] }] } : {}),
  });

function providerOf(c: Context<AppEnv>): PaymentProvider {
  const name = c.req.param('provider');
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(name ?? '')) {
    throw new ApiError(404, PAYMENT_MSG.unknownProvider);
  }
  return name as PaymentProvider;
}

const badSignature = () => new ApiError(400, PAYMENT_MSG.badSignature, { code: 'BAD_SIGNATURE' });

/** Form fields as strings; repeated or file fields are not a provider's post. */
async function formFields(c: Context<AppEnv>): Promise<Record<string, string>> {
  const body = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export const paymentRoutes = createRouter();

// ADR 140: the sandbox only where no real provider is configured, and never in production.
paymentRoutes.get('/providers', doc('The payment providers and the default one'), (c) =>
  ok(c, {
    default: defaultProvider(c.get('deps')),
    available: availableProviders(c.get('deps')),
  } satisfies PaymentProvidersAnswer),
);

paymentRoutes.post(
  '/:provider/create',
  doc('Start paying for an appointment: where to post which fields', true),
  requireAuth,
  validate('json', PaymentCreateSchema),
  async (c) => {
    const provider = providerOf(c);
    const { appointmentId } = c.req.valid('json');
    const answer = await createPayment(c.get('deps'), currentUser(c), provider, appointmentId);
    // The sandbox's page is shown in the language the app is in (ADR 148).
    const language = actorOf(c).language;
    if (provider === 'sandbox' && language) answer.formData.lang = language;
    return ok(c, answer);
  },
);

/**
 * The sandbox provider's checkout page (ADR 010), reached by the browser's form post or a link; in
 * `lang` ('en' or 'ur', which create adds to the form in the app's language), else the patient's
 * (ADR 148).
 */
paymentRoutes.on(['GET', 'POST'], '/sandbox/checkout', doc('Sandbox checkout page'), async (c) => {
  const deps = c.get('deps');
  requireProvider(deps, 'sandbox');
  const fields = c.req.method === 'POST' ? await formFields(c) : c.req.query();
  const ref = fields.ref ?? '';
  if (!sandboxVerify(deps.env.jwtSecret, fields.signature ?? '', 'checkout', ref)) {
    throw badSignature();
  }
  const found = await findPayment(deps, ref);
  if (found?.payment.provider !== 'sandbox') throw notFound('Payment');
  if (found.payment.status !== 'initiated')
    throw conflict(PAYMENT_MSG.replayed, 'PAYMENT_REPLAYED');
  const sign = (outcome: PaymentOutcome) =>
    sandboxSign(deps.env.jwtSecret, 'callback', ref, outcome);
  // The page shows the payer's e-mail and phone: no browser or proxy may keep a copy.
  c.header('Cache-Control', 'no-store');
  const asked = fields.lang === 'en' || fields.lang === 'ur' ? fields.lang : null;
  const language = await readerLanguage(deps.db, found.row.patient.id, asked);
  return c.html(
    checkoutPage(
      {
        reference: ref,
        ...found.view,
        doctorName: found.row.doctorName,
        start: found.row.appointment.startTime,
        timeZone: (await getSettings(deps.db)).timezone,
        signatures: { success: sign('success'), failed: sign('failed') },
      },
      language,
    ),
  );
});

paymentRoutes.post(
  '/:provider/callback',
  doc("The provider's form post; 303 back to the app"),
  async (c) => {
    const provider = providerOf(c);
    const deps = c.get('deps');
    const fields = await formFields(c);
    let reference: string;
    let outcome: PaymentOutcome;
    let check: Parameters<typeof completePayment>[4] = () => {};
    requireProvider(deps, provider);
    if (provider === 'sandbox') {
      reference = fields.ref ?? '';
      outcome = fields.outcome === 'success' ? 'success' : 'failed';
      if (
        !sandboxVerify(
          deps.env.jwtSecret,
          fields.signature ?? '',
          'callback',
          reference,
          fields.outcome ?? '',
        )
      ) {
        throw badSignature();
      }
    } else {
      const jazz = deps.env.jazzcash!;
      if (!jazzcashHashValid(fields, jazz.integritySalt)) throw badSignature();
      reference = fields.pp_TxnRefNo ?? '';
      outcome = JAZZCASH_SUCCESS_CODES.has(fields.pp_ResponseCode ?? '') ? 'success' : 'failed';
      // The signed answer must be about this payment's amount, in PKR.
      check = (payment) => {
        if (fields.pp_Amount !== String(payment.amount * 100) || fields.pp_TxnCurrency !== 'PKR') {
          throw badSignature();
        }
      };
    }
    const { pp_Password: _secret, pp_SecureHash: _hash, signature: _sig, ...kept } = fields;
    const result = await completePayment(
      deps,
      provider,
      reference,
      outcome,
      check,
      JSON.stringify(kept),
    );
    await audit(c.get('deps'), actorOf(c), {
      action: 'update',
      resource: 'payment',
      resourceId: result.payment.id,
      details: `Payment ${result.duplicate ? 'received twice, the second refunded' : result.outcome === 'success' ? 'received' : 'failed'} for appointment ${result.row.appointment.id} (${provider})`,
      account: { id: result.row.patient.id, name: result.row.patient.name, role: 'patient' },
    });
    return c.redirect(returnUrl(deps, result.row.appointment.id, result.outcome), 303);
  },
);
