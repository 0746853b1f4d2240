import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { NotificationData } from '#shared/domain/notification-texts';
import { appointments } from './appointments';
import { ownedBy, timestampNow } from './columns';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownedBy(() => users.id),
    type: text().notNull(),
    title: text().notNull(),
    message: text().notNull(),
    /** The kind and raw params the text was filled from; null on rows from before it was kept. */
    data: jsonb().$type<NotificationData>(),
    isRead: boolean().notNull().default(false),
    appointmentId: uuid().references(() => appointments.id, { onDelete: 'set null' }),
    createdAt: timestampNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);
