import { type FormEvent, useEffect, useState } from 'react';
import * as v from 'valibot';
import { Avatar } from '#app/components/ui/avatar';
import { FormField } from '#app/components/ui/form-field';
import { useT } from '#app/lib/i18n';
import { useSession } from '#app/lib/session';
import { toast } from '#app/lib/toasts';
import { useMirroredProfile } from '#app/offline/collections/profile';
import { syncEngine } from '#app/offline/outbox';
import { NameSchema } from '#shared/schemas/user';
import { saveProfile } from '../api/save-profile';
import { PROFILE_SAVE_FAILED, PROFILE_SAVED, SAVED_OFFLINE } from '../labels';
import '../profile.css';

/**
 * /profile for the administrator: name and e-mail; only the name can change (/api/openapi.json).
 */
export function AccountProfile() {
  const t = useT();
  const user = useSession((s) => s.user);
  const profile = useMirroredProfile();
  const [draft, setDraft] = useState<{ name: string; base?: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void syncEngine.refresh('profile');
  }, []);

  const name = profile?.name ?? user?.name ?? '';
  const email = profile?.email ?? user?.email ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const parsed = v.safeParse(NameSchema, draft.name);
    if (!parsed.success) {
      setError(parsed.issues[0].message);
      return;
    }
    setBusy(true);
    try {
      const result = await saveProfile({ name: parsed.output, updatedAt: draft.base });
      if (result.status === 'applied') toast.success(PROFILE_SAVED);
      else if (result.status === 'deferred') toast.success(SAVED_OFFLINE);
      else toast.error(result.message || PROFILE_SAVE_FAILED);
      setDraft(null);
    } catch {
      toast.error(PROFILE_SAVE_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page profile-page" aria-labelledby="profile-title">
      <header className="card profile-header">
        <Avatar name={name || email} size={88} />
        <div className="profile-identity">
          <h1 id="profile-title">{name || t('My Profile')}</h1>
          <p className="muted">
            <span dir="ltr">{email}</span>
          </p>
        </div>
        <div className="profile-header-actions">
          <button
            type="button"
            className={`btn ${draft ? 'btn-ghost' : 'btn-primary'}`}
            onClick={() => {
              setError(null);
              setDraft(draft ? null : { name, base: profile?.updatedAt });
            }}
          >
            {draft ? t('Cancel') : t('Edit Profile')}
          </button>
        </div>
      </header>
      {draft && (
        <form className="card profile-section" onSubmit={submit} noValidate>
          <FormField label={t('Full Name')} error={error ? t(error) : null} required>
            {(props) => (
              <input
                {...props}
                autoComplete="name"
                value={draft.name}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              />
            )}
          </FormField>
          <div className="row profile-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? t('Saving...') : t('Save Changes')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
