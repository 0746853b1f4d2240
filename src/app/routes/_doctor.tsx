import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guard } from '../lib/guards';

/** Doctor area: section 2.2's guard. */
export const Route = createFileRoute('/_doctor')({
  beforeLoad: ({ location }) => guard(['doctor'], location),
  component: Outlet,
});
