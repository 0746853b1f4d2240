import { createRouter } from '../../context';

export const bookingRoutes = createRouter();
