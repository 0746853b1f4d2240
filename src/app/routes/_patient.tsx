import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guard } from '../lib/guards';

/** Patient area: section 2.2's guard. */
export const Route = createFileRoute('/_patient')({
  beforeLoad: ({ location }) => guard(['patient'], location),
  component: Outlet,
});
