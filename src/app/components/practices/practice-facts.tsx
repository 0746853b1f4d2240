import { Fact } from '#app/components/ui/fact';
import { useT } from '#app/lib/i18n';
import { telHref } from '#shared/domain/phone';
import type { AppointmentPractice } from '#shared/schemas/practice';
import { OPEN_IN_MAPS, practiceName, VIDEO_CONSULTATION } from './labels';
import { geoUri, type MapPlace, mapsSearchUrl, placeLine } from './maps';
import './practices.css';

/** A phone number as a `tel:` link, kept left to right inside Urdu text. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <bdi dir="ltr">
      <a href={telHref(phone)}>{phone}</a>
    </bdi>
  );
}

/** "Open in Maps" (the phone's maps app, by `geo:`) and the same place as a maps search. */
export function MapLinks({ place, className = '' }: { place: MapPlace; className?: string }) {
  const t = useT();
  return (
    <span className={`practice-maps ${className}`.trim()}>
      <a href={geoUri(place)}>{t(OPEN_IN_MAPS)}</a>
      <a href={mapsSearchUrl(place)} target="_blank" rel="noopener noreferrer">
        {t('Google Maps')}
      </a>
    </span>
  );
}

/**
 * Where an appointment takes place, as the practice was at booking (ADR 112): its name, and the
 * address, landmark and phone as the doctor typed them, or Video consultation. `Fact` rows for
 * the caller's `<dl>`; the device's copy is enough, so they show offline.
 */
export function PracticeFacts({
  practice,
  mapsClassName,
}: {
  practice: AppointmentPractice;
  /** A class for the map links (the pass leaves them off its print). */
  mapsClassName?: string;
}) {
  const t = useT();
  const place = practice.location;
  const address = placeLine(place);
  return (
    <>
      <Fact label={t('Practice')}>{practiceName(practice, t)}</Fact>
      {practice.kind === 'video' || !place ? (
        <Fact label={t('Where')}>{t(VIDEO_CONSULTATION)}</Fact>
      ) : (
        <>
          <Fact label={t('Address')}>
            {address}
            {address && <MapLinks place={place} className={mapsClassName} />}
          </Fact>
          {place.landmark?.trim() && <Fact label={t('Landmark')}>{place.landmark}</Fact>}
        </>
      )}
      {practice.phone?.trim() && (
        <Fact label={t('Phone')}>
          <PhoneLink phone={practice.phone} />
        </Fact>
      )}
    </>
  );
}
