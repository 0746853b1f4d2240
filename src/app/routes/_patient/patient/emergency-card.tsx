import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { EmergencyCardScreen } from '#app/features/profile/components/emergency-card';

/** ?member=<id>: a family member's card instead of the patient's own (issue 17). */
const EmergencyCardSearch = v.object({
  member: v.fallback(v.optional(v.pipe(v.string(), v.minLength(1))), undefined),
});

export const Route = createFileRoute('/_patient/patient/emergency-card')({
  validateSearch: EmergencyCardSearch,
  component: function EmergencyCardRoute() {
    const { member } = Route.useSearch();
    return <EmergencyCardScreen memberId={member} />;
  },
});
