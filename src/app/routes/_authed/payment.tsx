import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ScreenSkeleton } from '#app/components/layouts/route-pending';
import { getAppointment } from '#app/features/payment/api/payment-api';
import { PaymentScreen } from '#app/features/payment/components/payment-screen';
import { msg } from '#app/lib/i18n';

/** ADR 010: the appointment to pay is named by ?appointmentId=…; the provider adds status. */
const PaymentSearchSchema = v.object({
  appointmentId: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(64))),
    undefined,
  ),
  status: v.fallback(v.optional(v.picklist(['success', 'failed'])), undefined),
});

export const Route = createFileRoute('/_authed/payment')({
  validateSearch: PaymentSearchSchema,
  // The provider's return (?status=) reads the appointment again: the server's word on payment.
  loaderDeps: ({ search }) => ({ appointmentId: search.appointmentId, status: search.status }),
  loader: ({ deps: { appointmentId }, abortController }) =>
    appointmentId ? getAppointment(appointmentId, abortController.signal) : null,
  // The shared skeleton: a pending component is in every page's first chunk (ADR 122).
  pendingComponent: () => (
    <ScreenSkeleton
      kind="detail"
      title={msg('Payment Details')}
      label={msg('Loading appointment')}
    />
  ),
  component: PaymentRoute,
});

function PaymentRoute() {
  const { status } = Route.useSearch();
  const appointment = Route.useLoaderData();
  return <PaymentScreen key={appointment?._id} appointment={appointment} outcome={status} />;
}
