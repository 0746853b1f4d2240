import { createRouter } from '../../context';

export const reviewRoutes = createRouter();
