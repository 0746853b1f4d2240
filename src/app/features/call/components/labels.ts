import { msg } from '#app/lib/i18n';
import type { Quality } from '../engine/quality';

export const JOIN_CALL = msg('Join call');
export const OFFLINE = msg('You are offline. A video visit needs a connection.');
export const CALL_ENDED = msg('The call has ended');
export const RECONNECTING = msg('Reconnecting…');
export const DOCTOR_READY = msg('Dr. {name} is ready to see you');

export const QUALITY_LABEL: Record<Quality, string> = {
  good: msg('Connection: good'),
  weak: msg('Connection: weak'),
  poor: msg('Connection: poor'),
};

export const CHECK_LABEL: Record<Quality, string> = {
  good: msg('Connection check: good, video should work.'),
  weak: msg('Connection check: weak, the video may pause; the sound will go on.'),
  poor: msg('Connection check: poor, consider joining with audio only.'),
};
