import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { createRouter } from '#server/context';
import { ok } from '#server/lib/http';
import { PublicSettingsSchema, toPublicSettings } from '#shared/schemas/settings';
import { getSettings } from './settings.service';

export const settingsRoutes = createRouter();

settingsRoutes.get(
  '/public',
  describeRoute({
    tags: ['Settings'],
    summary: 'What the app needs before sign-in: clinic time zone, fee range, registration',
    description: 'No token needed; answers in maintenance mode too, so the app can say so.',
    responses: {
      200: {
        description: 'The public settings',
        content: {
          'application/json': {
            schema: resolver(v.object({ success: v.literal(true), data: PublicSettingsSchema })),
          },
        },
      },
    },
  }),
  async (c) => ok(c, toPublicSettings(await getSettings(c.get('deps').db))),
);
