import { registerKind } from '#app/offline/outbox';
import { STATUS_KIND, statusKind } from './status-kind';

let registered = false;

/** The doctor's status change (ADR 007) as an offline mutation of the app's queue (ADR 006). */
export function registerDoctorDaySync(): void {
  if (registered) return;
  registered = true;
  registerKind(STATUS_KIND, statusKind);
}
