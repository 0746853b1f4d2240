import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { TYPE_LABEL } from '#app/lib/labels';
import {
  messageTemplate,
  NOTIFICATION_TEXTS,
  notificationValues,
  type ParamFormat,
  readNotificationData,
} from '#shared/domain/notification-texts';

// A row of the device copy or an answer of the server: its fields are read with care.
type Stored = { title?: unknown; message?: unknown; data?: unknown; [field: string]: unknown };

/**
 * A notification's title and message in the reader's language (ADR 066): filled from its `data`
 * through the catalog when this app knows the kind, with times in clinic time; otherwise (an older
 * row, a kind from a newer server) the text the server stored. Used by the notifications screen and
 * the doctor's dashboard.
 */
export function useNotificationText(): (n: Stored) => { title: string; message: string } {
  const t = useT();
  const format = useFormat();
  const values: ParamFormat = {
    date: (iso) => format.date(iso),
    time: (iso) => format.time(iso),
    money: format.money,
    number: format.number,
    // The English template reads "booked a follow-up": the type's label, lower-cased.
    appointmentType: (type) => t(TYPE_LABEL[type] ?? type).toLocaleLowerCase(format.locale),
  };
  return (n) => {
    const data = readNotificationData(n.data);
    if (!data) return { title: String(n.title ?? ''), message: String(n.message ?? '') };
    const entry = NOTIFICATION_TEXTS[data.kind];
    const filled = notificationValues(data, values);
    return { title: t(entry.title, filled), message: t(messageTemplate(data), filled) };
  };
}
