import { createRouter } from '../../context';

/** GET /appointments/{id} and the shared appointment reads. */
export const appointmentRoutes = createRouter();
