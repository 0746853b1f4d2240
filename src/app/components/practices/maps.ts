/** The parts of a place a map link is built from: a practice's location or an appointment's copy. */
export type MapPlace = {
  address?: string | null;
  area?: string | null;
  city?: string | null;
  /** GeoJSON order: [longitude, latitude]. */
  coordinates?: { coordinates?: readonly number[] } | null;
};

const parts = (place: MapPlace) =>
  [place.address, place.area, place.city].map((p) => p?.trim()).filter(Boolean) as string[];

/** The address, area and city as the doctor typed them, on one line, parts that are given only. */
export const placeLine = (place: MapPlace | null | undefined) =>
  place ? parts(place).join(', ') : '';

/**
 * A `geo:` URI (RFC 5870, ADR 117), which a phone opens in its maps app: the point when the practice has
 * coordinates, else a search for the address and city.
 */
export function geoUri(place: MapPlace): string {
  const [lng, lat] = place.coordinates?.coordinates ?? [];
  if (typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat + lng)) {
    return `geo:${lat},${lng}`;
  }
  const query = [place.address, place.city]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
  return `geo:0,0?q=${encodeURIComponent(query)}`;
}

/** A maps search for the address (the universal maps URL: a browser or the maps app opens it). */
export const mapsSearchUrl = (place: MapPlace) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(parts(place).join(', '))}`;
