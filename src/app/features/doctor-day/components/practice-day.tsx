import type { ReactNode } from 'react';
import { practiceName } from '#app/components/practices/labels';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import type { PracticeGroup } from '../practice-groups';

export const CLINIC = msg('Clinic');

/**
 * One practice's part of the doctor's day (ADR 114): "Shifa OPD, 9:00 AM–2:00 PM: 6 patients",
 * then its appointments in time order.
 */
export function PracticeDay<A>({
  group,
  index,
  children,
}: {
  group: PracticeGroup<A>;
  index: number;
  children: ReactNode;
}) {
  const t = useT();
  const f = useFormat();
  const practice = group.name ? practiceName(group, t) : t(CLINIC);
  const count = group.rows.length;
  const hours = new Intl.ListFormat(f.locale === 'ur' ? 'ur-PK' : 'en-PK', {
    type: 'unit',
    style: 'short',
  }).format(
    group.hours.map((h) =>
      t('{start}–{end}', { start: f.time(h.startTime), end: f.time(h.endTime) }),
    ),
  );
  const heading = hours
    ? count === 1
      ? t('{practice}, {hours}: 1 patient', { practice, hours })
      : t('{practice}, {hours}: {count} patients', { practice, hours, count })
    : count === 1
      ? t('{practice}: 1 patient', { practice })
      : t('{practice}: {count} patients', { practice, count });
  const id = `doctor-day-practice-${index}`;
  return (
    <section aria-labelledby={id} className="doctor-day-practice">
      <h3 id={id}>{heading}</h3>
      <ul className="doctor-day-list">{children}</ul>
    </section>
  );
}
