import { msg } from '#app/lib/i18n';

/** Said where notifications are offered or switched on this device, when the browser blocks them. */
export const BLOCKED = msg(
  'Notifications are blocked for this site. You can allow them in your browser’s settings.',
);
