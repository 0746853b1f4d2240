import { type FormEvent, useEffect, useState } from 'react';
import { LoadFailedLine } from '#app/components/ui/load-failed';
import { errorMessage } from '#app/lib/api-client';
import { useT } from '#app/lib/i18n';
import { announceMaintenance } from '#app/lib/maintenance';
import type { Settings } from '#shared/schemas/settings';
import { SAVE_SETTINGS_FAILED, type SettingsData, saveSettings } from '../api/settings-api';
import { fromForm, type SettingsForm, toForm } from '../settings-form';
import { BusinessCard, GeneralCard, NotificationCard, SystemCard } from './settings-cards';
import { SystemInfoCard } from './system-info-card';
import '../admin-settings.css';

/** ADR 081, Settings: the success message clears after 3 seconds. */
export const SAVED_MESSAGE_MS = 3000;

type Props = { data: SettingsData; onRetry(): void };

/** System Settings (ADR 081, /admin/settings): four cards, Save Settings, System Information. */
export function SettingsScreen({ data, onRetry }: Props) {
  const t = useT();
  if (!data.ok) {
    return (
      <section className="page as-page" aria-labelledby="settings-title">
        <h1 id="settings-title">{t('System Settings')}</h1>
        <LoadFailedLine message={data.message} onRetry={onRetry} />
      </section>
    );
  }
  return <SettingsEditor initial={data.settings} data={data} />;
}

function SettingsEditor({
  initial,
  data,
}: {
  initial: Settings;
  data: Extract<SettingsData, { ok: true }>;
}) {
  const t = useT();
  const [form, setForm] = useState<SettingsForm>(() => toForm(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const change = (patch: Partial<SettingsForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setSaved(false);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    setSaved(false);
    const checked = fromForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      setError(checked.message);
      return;
    }
    setErrors({});
    setError(null);
    setSaving(true);
    try {
      const stored = await saveSettings(checked.settings);
      setForm(toForm(stored));
      setSaved(true);
      announceMaintenance(stored.maintenanceMode);
    } catch (err) {
      setError(errorMessage(err, SAVE_SETTINGS_FAILED));
    } finally {
      setSaving(false);
    }
  }

  const cardProps = { form, errors, change };
  return (
    <section className="page as-page" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('System Settings')}</h1>
      <form onSubmit={onSubmit} noValidate aria-labelledby="settings-title">
        <div className="as-status" aria-live="polite">
          {error && (
            <p className="banner banner-error" role="alert">
              {t(error)}
            </p>
          )}
          {saved && <p className="banner banner-success">{t('Settings saved successfully!')}</p>}
        </div>
        <div className="as-grid">
          <GeneralCard {...cardProps} />
          <SystemCard {...cardProps} />
          <NotificationCard {...cardProps} />
          <BusinessCard {...cardProps} />
        </div>
        <div className="as-actions">
          <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving}>
            {saving ? t('Saving...') : t('Save Settings')}
          </button>
        </div>
      </form>
      <SystemInfoCard system={data.system} error={data.systemError} />
    </section>
  );
}
