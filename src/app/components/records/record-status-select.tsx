import { useEffect, useState } from 'react';
import { errorMessage } from '#app/lib/api-client';
import { msg, useT } from '#app/lib/i18n';
import { toast } from '#app/lib/toasts';

type Props<S extends string> = {
  /** Names the select for a screen reader, already translated, as are the options' labels. */
  label: string;
  status: S;
  options: readonly { value: S; label: string }[];
  /** Why this row cannot be changed, already translated: the select is then disabled. */
  locked?: string;
  save(status: S): Promise<unknown>;
  /** The success toast, a catalog id. */
  saved: string;
  /** The failure toast, around the reason (already translated). */
  failed(reason: string): string;
  /** Reloads the list, which confirms the change. */
  onChanged(): void;
};

/** A row's status dropdown on a records page: a choice applies at once. */
export function RecordStatusSelect<S extends string>(props: Props<S>) {
  const { status, locked } = props;
  const t = useT();
  const [busy, setBusy] = useState(false);
  // The choice shows at once; the list's reload then confirms it (or a failure puts it back).
  const [value, setValue] = useState(status);
  useEffect(() => setValue(status), [status]);

  async function change(next: S) {
    setBusy(true);
    setValue(next);
    try {
      await props.save(next);
      toast.success(props.saved);
      props.onChanged();
    } catch (error) {
      setValue(status);
      toast.error(props.failed(t(errorMessage(error, msg('Something went wrong')))));
    } finally {
      setBusy(false);
    }
  }

  return (
    <select
      className="ui-select"
      aria-label={props.label}
      value={value}
      disabled={busy || Boolean(locked)}
      title={locked}
      onChange={(e) => void change(e.target.value as S)}
    >
      {props.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
