import { registerKind } from '#app/lib/sync-queue';
import { STATUS_KIND, statusKind } from './status-kind';

let registered = false;

/** The doctor's status change (section 4) as an offline mutation of the app's queue (D6). */
export function registerDoctorDaySync(): void {
  if (registered) return;
  registered = true;
  registerKind(STATUS_KIND, statusKind);
}
