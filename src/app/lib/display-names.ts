import { i18n, msg, type Translate } from './i18n';

/**
 * Names the app shows that come from data (a city a doctor typed, a province, a language), in the
 * reader's language: one mapping for every screen (ADR 147). A name the mapping does not know is
 * shown as it was written. The names of a record's settings (time zone, payment method, the
 * system's cancellation reason) are in record-names.ts, so an appointments screen does not load
 * the lists of places.
 */

/** Finds a name in a list of catalog messages whatever its case or spaces ("islamabad "). */
function namer(names: string[]) {
  const byKey = new Map(names.map((n) => [n.toLowerCase(), n]));
  return (value: string, t: Translate) => {
    const typed = value.trim().replace(/\s+/g, ' ');
    const known = byKey.get(typed.toLowerCase());
    return known ? t(known) : typed;
  };
}

/** Names as one list: Urdu writes ، between them (Intl's Urdu list mixes in the Latin comma). */
const joined = (names: string[]) => names.join(i18n.locale === 'ur' ? '، ' : ', ');

// Pakistan's cities by their English names; the Urdu is in the catalog, spelled as the city's
// own government and Urdu newspapers spell it.
const CITIES = [
  msg('Karachi'),
  msg('Lahore'),
  msg('Islamabad'),
  msg('Rawalpindi'),
  msg('Faisalabad'),
  msg('Multan'),
  msg('Peshawar'),
  msg('Quetta'),
  msg('Hyderabad'),
  msg('Gujranwala'),
  msg('Sialkot'),
  msg('Sargodha'),
  msg('Bahawalpur'),
  msg('Sukkur'),
  msg('Larkana'),
  msg('Abbottabad'),
  msg('Mardan'),
  msg('Swat'),
  msg('Gujrat'),
  msg('Sahiwal'),
  msg('Sheikhupura'),
  msg('Rahim Yar Khan'),
  msg('Dera Ghazi Khan'),
  msg('Muzaffarabad'),
  msg('Mirpur'),
  msg('Gilgit'),
];

/** A city as the reader reads it; one the list does not know as typed. */
export const cityName = namer(CITIES);

/** Several cities as one list in the reader's language ("Lahore, Multan" or "لاہور، ملتان"). */
export const cityList = (cities: string[], t: Translate) =>
  joined(cities.map((c) => cityName(c, t)));

// Pakistan itself and its provinces and territories, as an address names them.
const REGIONS = [
  msg('Pakistan'),
  msg('Punjab'),
  msg('Sindh'),
  msg('Khyber Pakhtunkhwa'),
  msg('Balochistan'),
  msg('Islamabad Capital Territory'),
  msg('Gilgit-Baltistan'),
  msg('Azad Jammu and Kashmir'),
];

/** A province or the country as the reader reads it; any other as typed. */
export const regionName = namer(REGIONS);

// The languages a doctor lists, most often these; another is shown as the doctor typed it.
const LANGUAGES = [
  msg('Urdu'),
  msg('English'),
  msg('Punjabi'),
  msg('Sindhi'),
  msg('Pashto'),
  msg('Balochi'),
  msg('Saraiki'),
  msg('Hindko'),
  msg('Kashmiri'),
  msg('Brahui'),
  msg('Arabic'),
  msg('Persian'),
];
const languageName = namer(LANGUAGES);

/** The languages a doctor speaks as one list in the reader's language. */
export const languageList = (languages: string[], t: Translate) =>
  joined(languages.map((l) => languageName(l, t)));
