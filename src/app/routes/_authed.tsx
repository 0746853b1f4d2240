import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RouteError } from '#app/components/errors/route-error';
import { guard } from '../lib/guards';

/** /profile and /payment need sign-in only. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context, location }) => guard(context.session, 'any', location),
  errorComponent: RouteError,
  component: Outlet,
  // Outlet is in the first page's chunk: split, it was a file of its own on every screen (ADR 156).
  codeSplitGroupings: [['errorComponent']],
});
