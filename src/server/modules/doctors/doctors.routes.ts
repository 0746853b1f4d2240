import { createRouter } from '../../context';

export const doctorRoutes = createRouter();
