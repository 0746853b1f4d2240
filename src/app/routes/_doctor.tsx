import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RouteError } from '#app/components/errors/route-error';
import { guard } from '../lib/guards';

/** Doctor area: ADR 075's guard; a screen that fails keeps the header and offers Retry. */
export const Route = createFileRoute('/_doctor')({
  beforeLoad: ({ context, location }) => guard(context.session, ['doctor'], location),
  errorComponent: RouteError,
  component: Outlet,
  // Outlet is in the first page's chunk: split, it was a file of its own on every screen (ADR 156).
  codeSplitGroupings: [['errorComponent']],
});
