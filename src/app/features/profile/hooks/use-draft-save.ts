import { useState } from 'react';
import { toast } from '#app/lib/toasts';
import type { SaveResult } from '../api/save-profile';
import { fieldId } from '../components/profile-form';
import { SAVED_OFFLINE } from '../labels';
import type { CheckedDraft } from '../profile-form';

/**
 * The profile's and a family member's save: a draft the schema refused shows its messages and
 * focuses the first field in error; a checked one is saved with the buttons waiting meanwhile.
 */
export function useDraftSave() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function run<U>(
    checking: Promise<CheckedDraft<U>>,
    save: (update: U) => Promise<void>,
    failed: string,
  ) {
    let checked: CheckedDraft<U>;
    try {
      checked = await checking;
    } catch {
      toast.error(failed);
      return;
    }
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await save(checked.update);
    } catch {
      toast.error(failed);
    } finally {
      setBusy(false);
    }
  }

  return { errors, setErrors, busy, run };
}

/** Tells how a queued save ended: applied, kept on this device, or the server's reason. */
export function reportSave(result: SaveResult, success: string, failure: string) {
  if (result.status === 'applied') toast.success(success);
  else if (result.status === 'deferred') toast.success(SAVED_OFFLINE);
  else toast.error(result.message || failure);
}
