import { createRouter } from '../../context';

/** GET /appointments (list), cancel and reschedule: the patient's offline-capable mutations. */
export const appointmentActionRoutes = createRouter();
