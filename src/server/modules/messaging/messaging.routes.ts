import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { ok } from '#server/lib/http';
import { securedDoc } from '#server/lib/route-doc';
import { validate } from '#server/lib/validate';
import { requireRole } from '#server/middleware/auth';
import { devOutboxAccess } from '#server/middleware/dev-access';
import { AdminMessagesQuerySchema } from '#shared/schemas/outgoing-message';
import { listKeptMessages, listMessages } from './messages.service';

/** The local outbox of SMS and WhatsApp, and the administrator's list of messages (ADR 103). */
export const messagingRoutes = createRouter();

messagingRoutes.get(
  '/dev/messages',
  describeRoute({
    tags: ['Operations'],
    summary:
      'SMS and WhatsApp messages kept in the local outbox (outside production; the administrator, or a request from the server’s own machine)',
    description: 'Answers [{channel, to, text, template, status, createdAt}], newest first.',
  }),
  devOutboxAccess,
  async (c) => ok(c, await listKeptMessages(c.get('deps'))),
);

messagingRoutes.get(
  '/admin/messages',
  securedDoc('Administrator')(
    'SMS and WhatsApp messages, newest first, by status',
    'status is all (default), queued, sending, sent, failed or kept; limit defaults to 20 and is ' +
      'at most 100. Answers {messages, total, page, totalPages} with {id, channel, to, status, ' +
      'attempts, lastError, createdAt, sentAt}.',
  ),
  requireRole('admin'),
  validate('query', AdminMessagesQuerySchema),
  async (c) => ok(c, await listMessages(c.get('deps'), c.req.valid('query'))),
);
