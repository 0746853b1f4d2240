import { useState } from 'react';
import { ApiError, errorMessage } from '#app/lib/api-client';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { saveFile } from '#app/lib/save-file';
import { useOnline } from '#app/lib/use-online';
import { accountApi, downloadExport } from '../api/account-api';
import { AccountCard } from './account-card';

const FAILED = msg('Failed to export your data');
const OFFLINE = msg('You are offline. Exporting your data needs a connection.');

/**
 * Export my data: the server builds the file and answers a link that works once and expires
 * soon; the app fetches it at once with the session token and saves it.
 */
export function ExportDataCard() {
  const t = useT();
  const f = useFormat();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [expiresAt, setExpiresAt] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    setError(null);
    setExpiresAt(null);
    try {
      const { data } = await accountApi.startExport();
      setExpiresAt(data.expiresAt);
      const { blob, fileName } = await downloadExport(data.downloadUrl);
      saveFile(blob, fileName === 'export.csv' ? 'mashwara-data.zip' : fileName);
    } catch (err) {
      setError(err instanceof ApiError && err.isNetworkError ? OFFLINE : errorMessage(err, FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountCard title={t('Export My Data')}>
      <p className="muted">
        {t(
          'A copy of everything we hold about you: your profile, appointments, payments and refunds, reviews, notifications, visit summaries, prescriptions, sessions and consents.',
        )}
      </p>
      {!online && (
        <div className="banner banner-warning" role="status">
          {t(OFFLINE)}
        </div>
      )}
      {error && error !== OFFLINE && (
        <div className="banner banner-error" role="alert">
          {t(error)}
        </div>
      )}
      {expiresAt && !error && (
        <p role="status">
          {t('Your file is downloading. Its link works once, until {time}.', {
            time: `\u2066${f.date(expiresAt, { pattern: 'h:mm a' })}\u2069`,
          })}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => void run()}
        disabled={busy || !online}
      >
        {busy ? t('Preparing Your File...') : t('Export My Data')}
      </button>
    </AccountCard>
  );
}
