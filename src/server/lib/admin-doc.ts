import { describeRoute } from 'hono-openapi';

/** An administrator's call in /api/openapi.json: tagged, secured, and saying who may call it. */
export const adminDoc = (summary: string, description: string) =>
  describeRoute({
    tags: ['Administrator'],
    summary,
    description: `${description} Administrators only: 401 without a token, 403 for other roles.`,
    security: [{ bearerAuth: [] }],
  });
