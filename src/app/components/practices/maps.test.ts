import { describe, expect, it } from 'vitest';
import { geoUri, mapsSearchUrl, placeLine } from './maps';

const EVENING = {
  address: 'Plot 14, Street 7, F-8/3',
  area: 'F-8',
  city: 'Islamabad',
  landmark: 'behind Markaz F-8',
};

describe('map links of a practice', () => {
  it('a practice with coordinates opens its point in the maps app (latitude first)', () => {
    expect(geoUri({ ...EVENING, coordinates: { coordinates: [73.0379, 33.7104] } })).toBe(
      'geo:33.7104,73.0379',
    );
  });

  it('without coordinates the maps app searches the address and city', () => {
    expect(geoUri(EVENING)).toBe(
      `geo:0,0?q=${encodeURIComponent('Plot 14, Street 7, F-8/3, Islamabad')}`,
    );
  });

  it('the maps search is built from the address as typed, in any language', () => {
    const url = new URL(mapsSearchUrl({ address: 'مکان 5، گلی 3', city: 'لاہور' }));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('مکان 5، گلی 3, لاہور');
  });

  it('the address line leaves out the parts that are not given', () => {
    expect(placeLine({ address: ' 12 Mall Road ', area: '', city: 'Lahore' })).toBe(
      '12 Mall Road, Lahore',
    );
    expect(placeLine(null)).toBe('');
  });
});
