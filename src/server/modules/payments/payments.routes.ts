import { createRouter } from '../../context';

export const paymentRoutes = createRouter();
