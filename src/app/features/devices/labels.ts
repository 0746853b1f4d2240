import { msg } from '#app/lib/i18n';
import type { SignedInDevice } from '#shared/schemas/session';

export const DEVICES_TITLE = msg('Signed-in devices');
export const DEVICES_OFFLINE = msg(
  'You are offline. Signed-in devices can only be seen and ended with a connection.',
);
export const SESSION_ENDED = msg('Session ended');
export const OTHERS_ENDED = msg('Other sessions ended');
export const END_FAILED = msg('The session could not be ended. Please try again.');

export const KIND_LABEL: Record<NonNullable<SignedInDevice['deviceType']>, string> = {
  phone: msg('Phone'),
  tablet: msg('Tablet'),
  computer: msg('Computer'),
};

/** Where the session was last seen, as far as an address tells without a look-up. */
export const NETWORK_LABEL: Record<SignedInDevice['network'], string> = {
  internet: msg('IP address'),
  local: msg('Local network'),
  'this-machine': msg('The server’s own computer'),
  unknown: msg('Place unknown'),
};
