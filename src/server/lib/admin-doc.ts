import { securedDoc } from './route-doc';

const doc = securedDoc('Administrator');

/** An administrator's call in /api/openapi.json: tagged, secured, and saying who may call it. */
export const adminDoc = (summary: string, description: string) =>
  doc(summary, `${description} Administrators only: 401 without a token, 403 for other roles.`);
