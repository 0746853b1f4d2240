import { type ChangeEvent, type ReactNode, useId, useState } from 'react';
import { errorMessage } from '#app/lib/api-client';
import { msg, useT } from '#app/lib/i18n';
import { deleteProfilePicture, uploadProfilePicture } from '#app/lib/profile-picture';
import { toast } from '#app/lib/toasts';
import { useOnline } from '#app/lib/use-online';
import { syncEngine } from '#app/offline/outbox';
import type { CollectionSource } from '#app/offline/types';
import './photo-upload.css';

const OFFLINE = msg('You are offline. Changing the photo needs a connection.');
const UPLOAD_FAILED = msg('Failed to upload image');
const DELETE_FAILED = msg('Failed to delete image');

type Props = {
  /** The mirrored collection that holds the signed-in user's picture, refreshed after a change. */
  collection: CollectionSource['name'];
  hasPicture: boolean;
  /** Why a chosen file is not worth sending (a catalog id), or null: each role words it apart. */
  check(file: File): string | null;
  className?: string;
  /** Drawn before the buttons (the current photo, where the screen shows none elsewhere). */
  children?: ReactNode;
};

/**
 * Upload or delete the signed-in user's photo. Online only: a picture is not queued, since the
 * file would have to be kept on the device.
 */
export function PhotoUpload({ collection, hasPicture, check, className, children }: Props) {
  const t = useT();
  const online = useOnline();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const disabled = !online || busy;

  async function run(action: () => Promise<{ message?: string }>, fallback: string) {
    setBusy(true);
    setProblem(null);
    try {
      const result = await action();
      await syncEngine.refreshAfterChange(collection);
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
    const refusal = check(file);
    if (refusal) return setProblem(refusal);
    void run(() => uploadProfilePicture(file), UPLOAD_FAILED);
  }

  return (
    <div className={className ? `photo-upload ${className}` : 'photo-upload'}>
      {children}
      <div className="row">
        <input
          id={inputId}
          className="sr-only"
          type="file"
          accept="image/*"
          disabled={disabled}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          onChange={chosen}
        />
        {/* The input comes first so its focus ring can be drawn on the label after it. */}
        <label htmlFor={inputId} className={`btn btn-light${disabled ? ' is-disabled' : ''}`}>
          {t('Upload Photo')}
        </label>
        {hasPicture && (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={disabled}
            onClick={() => void run(deleteProfilePicture, DELETE_FAILED)}
          >
            {t('Delete Photo')}
          </button>
        )}
      </div>
      {!online && <p className="muted">{t(OFFLINE)}</p>}
      {problem && (
        <p id={`${inputId}-error`} className="field-error" role="alert">
          {t(problem)}
        </p>
      )}
    </div>
  );
}
