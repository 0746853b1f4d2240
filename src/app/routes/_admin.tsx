import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guard } from '../lib/guards';

/** Admin area: section 2.2's guard. */
export const Route = createFileRoute('/_admin')({
  beforeLoad: ({ location }) => guard(['admin'], location),
  component: Outlet,
});
