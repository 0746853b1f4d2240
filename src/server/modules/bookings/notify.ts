import type { Deps } from '../../context';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema/index';
import { getSettings } from '../settings/settings.service';

export type Note = {
  userId: string;
  /** The recipient's address, for the e-mail copy when the setting emailNotifications is on (D9). */
  email: string;
  type: string;
  title: string;
  message: string;
  appointmentId?: string;
};

/** Creates a notification (D7) and, when e-mail notifications are on, mails a copy. */
export async function notify(
  deps: Pick<Deps, 'db' | 'mailer' | 'now'>,
  note: Note,
  db: DbOrTx = deps.db,
) {
  await db.insert(notifications).values({
    userId: note.userId,
    type: note.type,
    title: note.title,
    message: note.message,
    appointmentId: note.appointmentId ?? null,
    createdAt: deps.now(),
  });
  if ((await getSettings(deps.db)).emailNotifications) {
    await deps.mailer.send({ to: note.email, subject: note.title, text: note.message });
  }
}
