import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { CallScreen } from '#app/features/call/components/call-screen';
import { P2PEngine } from '#app/features/call/engine/p2p-engine';
import { guard } from '#app/lib/guards';
import { lazyNamed } from '#app/lib/lazy-named';
import { useSession } from '#app/lib/session';

/**
 * The room of a video visit (ADR 115), one route for both parties; the server answers only the
 * appointment's own patient and doctor (ADR 113). No loader: the room's state is asked for
 * before every connect, and the screen says so itself when offline.
 */
export const Route = createFileRoute('/_authed/call/$appointmentId')({
  beforeLoad: ({ context, location }) => guard(context.session, ['patient', 'doctor'], location),
  component: CallRoute,
});

const createEngine = () => new P2PEngine();

// The doctor's side (the patient's facts, the visit summary, the status change) loads for the
// doctor only: a patient's call never downloads it (ADR 128).
const DoctorCall = lazyNamed(() => import('#app/routes/-components/doctor-call'), 'DoctorCall');

function CallRoute() {
  const { appointmentId } = Route.useParams();
  const role = useSession((s) => s.user?.role);
  if (role === 'doctor')
    return (
      <Suspense fallback={null}>
        <DoctorCall appointmentId={appointmentId} createEngine={createEngine} />
      </Suspense>
    );
  return <CallScreen appointmentId={appointmentId} party="patient" createEngine={createEngine} />;
}
