import { afterEach, describe, expect, it } from 'vitest';
import { EXPIRED_REASON } from '#shared/schemas/expiry';
import { TIMEZONES } from '#shared/schemas/settings';
import { readCatalog } from '#tests/support/message-scan';
import { cancellationReasonText } from './cancellation-reason';
import { cityList, cityName, languageList, regionName } from './display-names';
import { activateLocale, t } from './i18n';
import { paymentMethodName, timeZoneName } from './record-names';

const { messages: ur } = readCatalog('ur');

describe('names from data, in the reader’s language', () => {
  afterEach(() => activateLocale('en'));

  it('a known city reads in Urdu whatever its case or spaces; an unknown one stays as typed', async () => {
    await activateLocale('ur');
    expect(cityName(' rawalpindi ', t)).toBe('راولپنڈی');
    expect(cityName('Islamabad', t)).toBe(ur.Islamabad);
    expect(cityName('Chak 45', t)).toBe('Chak 45');
    expect(cityList(['Multan', 'Peshawar'], t)).toBe('ملتان، پشاور');
  });

  it('in English a known city takes the app’s spelling', () => {
    expect(cityName('FAISALABAD', t)).toBe('Faisalabad');
    expect(cityList(['Multan', 'Peshawar'], t)).toBe('Multan, Peshawar');
  });

  it('every clinic time zone has a name of its place in both languages', async () => {
    for (const zone of TIMEZONES) expect(timeZoneName(zone, t)).not.toBe(zone);
    await activateLocale('ur');
    expect(timeZoneName('Asia/Karachi', t)).toBe('پاکستان کا وقت');
    for (const zone of TIMEZONES) expect(timeZoneName(zone, t)).not.toMatch(/\//);
  });

  it('payment providers and the expiry reason are shown translated, a person’s reason as written', async () => {
    await activateLocale('ur');
    expect(paymentMethodName('sandbox', t)).not.toMatch(/sandbox/i);
    expect(paymentMethodName('cash', t)).toBe(ur.Cash);
    expect(cancellationReasonText(EXPIRED_REASON, t)).toBe('اپوائنٹمنٹ کی مدت ختم');
    expect(cancellationReasonText('Travelling', t)).toBe('Travelling');
  });
});

describe('places and languages a person typed', () => {
  afterEach(() => activateLocale('en'));

  it('a province, the country and the usual languages read in Urdu; others stay as typed', async () => {
    await activateLocale('ur');
    expect(regionName('sindh', t)).toBe('سندھ');
    expect(regionName('Pakistan', t)).toBe('پاکستان');
    expect(regionName('Ontario', t)).toBe('Ontario');
    expect(languageList(['Urdu', 'english', 'Punjabi', 'Shina'], t)).toBe(
      'اردو، انگریزی، پنجابی، Shina',
    );
  });
});
