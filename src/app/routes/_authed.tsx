import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guard } from '../lib/guards';

/** /profile and /payment need sign-in only. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ location }) => guard('any', location),
  component: Outlet,
});
