type Props = {
  /** Announced to screen readers, already translated ("Loading doctors"). */
  label: string;
  lines?: number;
  /** A round block before the lines, the size of an avatar. */
  avatar?: boolean;
};

/**
 * A grey shape of the content while it loads. Screen readers hear the label once (a status),
 * not the shapes.
 */
export function Skeleton({ label, lines = 3, avatar = false }: Props) {
  return (
    <div className="ui-skeleton" role="status" aria-label={label}>
      {avatar && <span className="ui-skeleton-avatar" aria-hidden="true" />}
      <span className="ui-skeleton-lines" aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed, never reordered
          <span key={i} className="ui-skeleton-line" />
        ))}
      </span>
    </div>
  );
}
