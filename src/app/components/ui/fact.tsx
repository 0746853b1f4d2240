import type { ReactNode } from 'react';

/** One term and its value in a description list (`<dl>`); the label is already translated. */
export function Fact({
  label,
  className,
  children,
}: {
  label: ReactNode;
  /** A class for the value. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
