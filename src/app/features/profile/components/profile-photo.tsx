import { type ChangeEvent, useId, useState } from 'react';
import { errorMessage } from '#app/lib/api-client';
import { msg, useT } from '#app/lib/i18n';
import { refreshCollection, syncEngine } from '#app/lib/sync-queue';
import { useOnline } from '#app/lib/use-online';
import { toast } from '#app/stores/toasts';
import { deleteProfilePicture, photoProblem, uploadProfilePicture } from '../api/profile-picture';

const OFFLINE = msg('You are offline. Changing the photo needs a connection.');
const UPLOAD_FAILED = msg('Failed to upload image');
const DELETE_FAILED = msg('Failed to delete image');

/**
 * Upload or delete the photo (section 2.23). Online only: a picture is not queued, since the
 * file would have to be kept on the device. The mirror is refreshed after either.
 */
export function ProfilePhoto({ hasPicture }: { hasPicture: boolean }) {
  const t = useT();
  const online = useOnline();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function run(action: () => Promise<{ message?: string }>, fallback: string) {
    setBusy(true);
    setProblem(null);
    try {
      const result = await action();
      // A refresh already running may have asked before this change; joining it is not enough.
      const asked = syncEngine.isRefreshing('profile');
      await refreshCollection('profile');
      if (asked) await refreshCollection('profile');
      if (result.message) toast.success(result.message);
    } catch (error) {
      toast.error(errorMessage(error, fallback));
    } finally {
      setBusy(false);
    }
  }

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = photoProblem(file);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    void run(() => uploadProfilePicture(file), UPLOAD_FAILED);
  }

  return (
    <div className="profile-photo">
      <div className="row">
        <input
          id={inputId}
          className="sr-only"
          type="file"
          accept="image/*"
          disabled={!online || busy}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          onChange={chosen}
        />
        {/* The input comes first so its focus ring can be drawn on the label after it. */}
        <label
          htmlFor={inputId}
          className={`btn btn-light${!online || busy ? ' is-disabled' : ''}`}
        >
          {t('Upload Photo')}
        </label>
        {hasPicture && (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={!online || busy}
            onClick={() => void run(deleteProfilePicture, DELETE_FAILED)}
          >
            {t('Delete Photo')}
          </button>
        )}
      </div>
      {!online && <p className="muted profile-photo-note">{t(OFFLINE)}</p>}
      {problem && (
        <p id={`${inputId}-error`} className="field-error" role="alert">
          {t(problem)}
        </p>
      )}
    </div>
  );
}
