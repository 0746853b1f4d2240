import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PaymentScreen } from '#app/features/payment/components/payment-screen';

/** D10: the appointment to pay is named by ?appointmentId=…; the provider adds status. */
const PaymentSearchSchema = v.object({
  appointmentId: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(64))),
    undefined,
  ),
  status: v.fallback(v.optional(v.picklist(['success', 'failed'])), undefined),
});

export const Route = createFileRoute('/_authed/payment')({
  validateSearch: PaymentSearchSchema,
  component: PaymentRoute,
});

function PaymentRoute() {
  const { appointmentId, status } = Route.useSearch();
  return <PaymentScreen key={appointmentId} appointmentId={appointmentId} outcome={status} />;
}
