import { type ChangeEvent, useId, useState } from 'react';
import { Avatar } from '#app/components/ui/avatar';
import { errorMessage } from '#app/lib/api-client';
import { msg, useT } from '#app/lib/i18n';
import { refreshCollection } from '#app/lib/sync-queue';
import { useOnline } from '#app/lib/use-online';
import { toast } from '#app/stores/toasts';
import {
  deleteProfilePicture,
  photoProblem,
  uploadProfilePicture,
} from '../api/doctor-profile-api';

const OFFLINE = msg('You are offline. Changing the photo needs a connection.');

/** Upload or delete the photo: online only, a file is not kept on the device to send later. */
export function DoctorPhoto({ name, url }: { name: string; url?: string }) {
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
      await refreshCollection('schedule');
      if (result.message) toast.success(t(result.message));
    } catch (error) {
      toast.error(errorMessage(error, t(fallback)));
    } finally {
      setBusy(false);
    }
  }

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = photoProblem(file);
    if (refusal) return setProblem(refusal);
    void run(() => uploadProfilePicture(file), msg('Failed to upload image'));
  }

  return (
    <div className="row doctor-photo">
      <Avatar name={name} url={url} size={72} />
      <input
        id={inputId}
        className="sr-only"
        type="file"
        accept="image/*"
        disabled={!online || busy}
        aria-describedby={problem ? `${inputId}-error` : undefined}
        onChange={chosen}
      />
      <label htmlFor={inputId} className={`btn btn-light${!online || busy ? ' is-disabled' : ''}`}>
        {t('Upload Photo')}
      </label>
      {url && (
        <button
          type="button"
          className="btn btn-ghost"
          disabled={!online || busy}
          onClick={() => void run(deleteProfilePicture, msg('Failed to delete image'))}
        >
          {t('Delete Photo')}
        </button>
      )}
      {!online && <p className="muted">{t(OFFLINE)}</p>}
      {problem && (
        <p id={`${inputId}-error`} className="field-error" role="alert">
          {t(problem)}
        </p>
      )}
    </div>
  );
}
