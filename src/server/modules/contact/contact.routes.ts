import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { clientIp, created, ok } from '#server/lib/http';
import { securedDoc } from '#server/lib/route-doc';
import { validate } from '#server/lib/validate';
import { requireRole } from '#server/middleware/auth';
import {
  CONTACT_LIMIT,
  CONTACT_MSG,
  ContactMessageSchema,
  ContactMessagesQuerySchema,
} from '#shared/schemas/contact-message';
import { listContactMessages, sendContactMessage } from './contact.service';

/** POST /contact: the public contact page's message (ADR 144). */
export const contactRoutes = createRouter();

contactRoutes.post(
  '/',
  describeRoute({
    tags: ['Contact'],
    summary: 'Send a message to the support team',
    description:
      'No token needed. `{name, email, userType?, subject, message}`: name, e-mail, subject and ' +
      'message required (400 naming the field), userType `patient` (the default) or `doctor`. ' +
      'Stored for the administrator and mailed to the contact e-mail of the settings, with ' +
      `Reply-To the writer. At most ${CONTACT_LIMIT.max} messages an hour from one client ` +
      'address, then 429 with Retry-After. 201 `{id}`.',
  }),
  validate('json', ContactMessageSchema),
  async (c) => {
    const sent = await sendContactMessage(c.get('deps'), c.req.valid('json'), clientIp(c));
    return created(c, sent, CONTACT_MSG.sent);
  },
);

/** GET /admin/contact-messages: what the contact page received. */
export const adminContactRoutes = createRouter();
adminContactRoutes.use('/contact-messages', requireRole('admin'));

adminContactRoutes.get(
  '/contact-messages',
  securedDoc('Administrator')(
    'Messages from the contact page (administrator)',
    'Newest first, 20 a page (`page`, from 1). Answers `{messages, total, page, totalPages}`, ' +
      'each message `{id, name, email, userType, subject, message, createdAt}`.',
  ),
  validate('query', ContactMessagesQuerySchema),
  async (c) => ok(c, await listContactMessages(c.get('deps').db, c.req.valid('query'))),
);
