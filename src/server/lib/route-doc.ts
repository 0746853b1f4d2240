import { describeRoute } from 'hono-openapi';

/** A signed-in call in /api/openapi.json: under its tag, with the bearer token it needs. */
export const securedDoc = (tag: string) => (summary: string, description: string) =>
  describeRoute({ tags: [tag], summary, description, security: [{ bearerAuth: [] }] });
