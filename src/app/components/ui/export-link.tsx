import { useState } from 'react';
import { apiDownload, errorMessage } from '#app/lib/api-client';
import { msg, useT } from '#app/lib/i18n';
import { saveFile } from '#app/lib/save-file';
import { toast } from '#app/lib/toasts';

type Props = {
  /** An API path that answers text/csv with format=csv, e.g. '/admin/users'. */
  path: string;
  /** The table's filters, as the list call takes them (the page is left out: every page goes). */
  query: Record<string, string | number | undefined>;
};

/**
 * "Export CSV": the table as filtered, downloaded with the signed-in token (a plain link could
 * not send it) under the dated file name the server gives.
 */
export function ExportLink({ path, query }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const { blob, fileName } = await apiDownload(path, {
        ...query,
        page: undefined,
        format: 'csv',
      });
      saveFile(blob, fileName);
    } catch (error) {
      toast.error(errorMessage(error, msg('Failed to export CSV')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="btn btn-ghost" onClick={() => void download()} disabled={busy}>
      {busy ? t('Exporting...') : t('Export CSV')}
    </button>
  );
}
