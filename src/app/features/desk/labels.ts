import { msg } from '#app/lib/i18n';
import type { VisitSource } from '#shared/schemas/desk';

export const DESK_TITLE = msg('Front Desk');

/** How the patient came to the clinic (issue 42). */
export const SOURCE_LABEL: Record<VisitSource, string> = {
  app: msg('Booked in the app'),
  walk_in: msg('Walk-in'),
  phone_call: msg('Phone call'),
};
