import type { Deps } from '#server/context';
import type { DbOrTx } from '#server/db/client';
import { notifications } from '#server/db/schema/index';
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

/**
 * Records a notification (D7) through `db` (a transaction, when the change it reports is in
 * one) and answers the e-mail step, to run once that change is committed: mail must never
 * announce a change that rolled back, and PGlite's one connection must not be asked for
 * settings while the transaction holds it.
 */
export async function recordNotification(
  deps: Pick<Deps, 'db' | 'mailer' | 'now'>,
  note: Note,
  db: DbOrTx = deps.db,
): Promise<() => Promise<void>> {
  await db.insert(notifications).values({
    userId: note.userId,
    type: note.type,
    title: note.title,
    message: note.message,
    appointmentId: note.appointmentId ?? null,
    createdAt: deps.now(),
  });
  return async () => {
    if ((await getSettings(deps.db)).emailNotifications) {
      await deps.mailer.send({ to: note.email, subject: note.title, text: note.message });
    }
  };
}

/** Creates a notification outside any transaction and mails its copy. */
export async function notify(deps: Pick<Deps, 'db' | 'mailer' | 'now'>, note: Note) {
  const mail = await recordNotification(deps, note);
  await mail();
}
