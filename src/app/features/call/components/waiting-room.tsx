import { useNow } from '#app/hooks/use-now';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';

type Props = { startTime: string; opensAt: string };

/** The patient before the room opens: the start time and a countdown to when joining opens. */
export function WaitingRoom({ startTime, opensAt }: Props) {
  const t = useT();
  const format = useFormat();
  const now = useNow(1000);
  const left = Math.max(0, Date.parse(opensAt) - now);
  const hours = Math.floor(left / 3_600_000);
  const minutes = Math.floor((left % 3_600_000) / 60_000);
  const seconds = Math.floor((left % 60_000) / 1000);
  const clock =
    hours > 0
      ? `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`
      : `${minutes}:${String(seconds).padStart(2, '0')}`;
  return (
    <div className="banner banner-info call-waiting">
      <p>
        {t('Your video visit starts at {time} on {date}.', {
          time: format.time(startTime),
          date: format.date(startTime),
        })}
      </p>
      <p>
        {t('You can join from {time}, or as soon as the doctor opens the room.', {
          time: format.time(opensAt),
        })}
      </p>
      <p className="call-countdown" aria-live="off">
        {t('Opens in')} <bdi dir="ltr">{clock}</bdi>
      </p>
    </div>
  );
}
