import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { createRouter } from '#server/context';
import { actorOf } from '#server/lib/actor';
import { ok } from '#server/lib/http';
import { validate } from '#server/lib/validate';
import { requireRole } from '#server/middleware/auth';
import { SettingsSchema } from '#shared/schemas/settings';
import { audit } from '../audit/audit.service';
import { getSettings, readSettingsFresh, saveSettings } from './settings.service';
import { describeSettingsChange } from './settings-diff';

const answer = (description: string) => ({
  200: {
    description,
    content: {
      'application/json': {
        schema: resolver(v.object({ success: v.literal(true), data: SettingsSchema })),
      },
    },
  },
});

/** GET and PUT /admin/settings: the system settings (ADR 002, ADR 009). */
export const adminSettingsRoutes = createRouter();
adminSettingsRoutes.use('/settings', requireRole('admin'));

adminSettingsRoutes.get(
  '/settings',
  describeRoute({
    tags: ['Administrator'],
    summary: 'The system settings (administrator)',
    security: [{ bearerAuth: [] }],
    responses: answer('Every setting, defaults filled in'),
  }),
  async (c) => ok(c, await readSettingsFresh(c.get('deps').db)),
);

adminSettingsRoutes.put(
  '/settings',
  describeRoute({
    tags: ['Administrator'],
    summary: 'Replace the system settings (administrator)',
    description:
      'The whole document, validated (400 with the first problem, nothing saved). Applies at ' +
      'once without a restart: registration, maintenance mode, fee range, daily cap, reminders, ' +
      'e-mail and clinic time zone. Other servers on the same database see it within 2 seconds. ' +
      'Written to the audit log with each changed setting.',
    security: [{ bearerAuth: [] }],
    responses: answer('The saved settings'),
  }),
  validate('json', SettingsSchema),
  async (c) => {
    const { db } = c.get('deps');
    const next = c.req.valid('json');
    const before = await readSettingsFresh(db);
    const saved = await saveSettings(db, next);
    const changes = describeSettingsChange(before, saved);
    await audit(c.get('deps'), actorOf(c), {
      action: 'update',
      resource: 'settings',
      resourceId: 'system',
      details: changes.length
        ? `Settings changed: ${changes.join('; ')}`
        : 'Settings saved unchanged',
    });
    return ok(c, await getSettings(db), { message: 'Settings saved successfully!' });
  },
);
