import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { Dialog } from '#app/components/ui/dialog';
import { errorMessage } from '#app/lib/api-client';
import { useT } from '#app/lib/i18n';
import { toast } from '#app/lib/toasts';
import { type DeskMember, DeskPracticesSchema } from '#shared/schemas/desk';
import { changeDeskPractices, type PracticeName } from '../api/desk-members-api';
import { PRACTICES_SAVED, SAVE_FAILED } from '../labels';
import { PracticeChoices } from './practice-choices';

type Props = {
  member: DeskMember;
  practices: PracticeName[];
  onClose(): void;
  onSaved(): void;
};

/** Changes the practices a desk member works at; the server checks them again. */
export function MemberPracticesDialog({ member, practices, onClose, onSaved }: Props) {
  const t = useT();
  const [chosen, setChosen] = useState(member.practiceIds);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(DeskPracticesSchema, { practiceIds: chosen });
    if (!parsed.success) {
      setError(parsed.issues[0].message);
      return;
    }
    setBusy(true);
    try {
      await changeDeskPractices(member.id, parsed.output.practiceIds);
      toast.success(PRACTICES_SAVED);
      onSaved();
    } catch (failure) {
      setError(errorMessage(failure, SAVE_FAILED));
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={t('Practices of {name}', { name: member.name })}
      onClose={() => {
        if (!busy) onClose();
      }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy || undefined}>
        <PracticeChoices
          practices={practices}
          chosen={chosen}
          onChange={(next) => {
            setChosen(next);
            setError(null);
          }}
          error={error}
          disabled={busy}
        />
        <div className="row ui-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {t('Cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('Saving…') : t('Save practices')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
