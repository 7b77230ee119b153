/**
 * Where the candidate lives: a labelled field ("Location: Berlin", "Wohnort: München", "Residence:
 * Tel Aviv") or a "City, Country" / "City, ST" field near the top ("Berlin, Germany",
 * "San Francisco, CA", "10115 Berlin"), or a country or a known place of several words alone there
 * ("Tel Aviv").
 */

const COUNTRIES = new Set([
  'usa',
  'us',
  'united states',
  'canada',
  'mexico',
  'brazil',
  'argentina',
  'uk',
  'united kingdom',
  'england',
  'scotland',
  'wales',
  'ireland',
  'germany',
  'deutschland',
  'austria',
  'österreich',
  'switzerland',
  'schweiz',
  'france',
  'spain',
  'portugal',
  'italy',
  'netherlands',
  'belgium',
  'luxembourg',
  'denmark',
  'sweden',
  'norway',
  'finland',
  'poland',
  'czech republic',
  'czechia',
  'slovakia',
  'hungary',
  'romania',
  'bulgaria',
  'greece',
  'turkey',
  'ukraine',
  'russia',
  'russian federation',
  'belarus',
  'lithuania',
  'latvia',
  'estonia',
  'serbia',
  'croatia',
  'slovenia',
  'israel',
  'egypt',
  'nigeria',
  'kenya',
  'south africa',
  'ghana',
  'morocco',
  'india',
  'pakistan',
  'bangladesh',
  'sri lanka',
  'china',
  'japan',
  'south korea',
  'korea',
  'singapore',
  'malaysia',
  'indonesia',
  'philippines',
  'thailand',
  'vietnam',
  'australia',
  'new zealand',
  'uae',
  'united arab emirates',
  'saudi arabia',
  'jamaica',
]);
/**
 * Places of several words that a resume's top lines hold alone ("Tel Aviv", "San Francisco"): shaped
 * like a name, so the name is never read from them. One-word places cannot pass for a name.
 */
const MULTI_WORD_PLACES = new Set([
  'abu dhabi',
  'bad homburg',
  'bat yam',
  'bay area',
  "be'er sheva",
  'beer sheva',
  'belo horizonte',
  'bnei brak',
  'buenos aires',
  'cape town',
  'den haag',
  'el paso',
  'fort worth',
  'frankfurt am main',
  'frankfurt an der oder',
  'freiburg im breisgau',
  'garmisch-partenkirchen',
  'gold coast',
  'greater london',
  'greater noida',
  'halle an der saale',
  'herzliya pituach',
  'ho chi minh city',
  'hod hasharon',
  'hong kong',
  'hong kong sar',
  'jersey city',
  'kansas city',
  'kfar saba',
  'kingston upon hull',
  'kiryat gat',
  'kuala lumpur',
  'la paz',
  'las palmas',
  'las vegas',
  'long beach',
  'los angeles',
  'mexico city',
  'milton keynes',
  "modi'in",
  'mountain view',
  'mülheim an der ruhr',
  'navi mumbai',
  'nazareth illit',
  'new delhi',
  'new hampshire',
  'new jersey',
  'new mexico',
  'new orleans',
  'new york',
  'new york city',
  'newcastle upon tyne',
  'nizhny novgorod',
  'north carolina',
  'north dakota',
  'oklahoma city',
  'palma de mallorca',
  'palo alto',
  'petach tikva',
  'petah tikva',
  'port elizabeth',
  'porto alegre',
  "ra'anana",
  'ramat gan',
  'ras al khaimah',
  'rhode island',
  'rio de janeiro',
  'rishon le zion',
  'rishon lezion',
  'rosh haayin',
  'rostov-on-don',
  'saint louis',
  'saint petersburg',
  'salt lake city',
  'san antonio',
  'san diego',
  'san francisco',
  'san jose',
  'san juan',
  'san sebastián',
  'sankt petersburg',
  'santa clara',
  'santa monica',
  'santo domingo',
  'sao paulo',
  'silicon valley',
  'south carolina',
  'south dakota',
  'st albans',
  'st louis',
  'st petersburg',
  'st. albans',
  'st. louis',
  'st. petersburg',
  'stoke-on-trent',
  'são paulo',
  'tel aviv',
  'tel aviv-yafo',
  'the hague',
  'virginia beach',
  'washington d.c',
  'washington dc',
  'wellington city',
  'west virginia',
]);

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(
    ' ',
  ),
);

const LOCATION_LABEL =
  /(?:^|[|•·]|\s{2,})\s*(?:location|current\s+location|residence|city\s+of\s+residence|city|based\s+in|address|wohnort|adresse|anschrift|standort)\s*[:\-–]\s*([^|•·\n]{2,80})/i;
const FIELD_SEPARATOR = /\s*(?:[|•·]|\s[—–-]\s|\s,\s|\t|\s{2,})\s*/;
const PLACE = /^\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,3}$/u;
/** A German or similar postcode before the city: "10115 Berlin". */
const POSTCODE_CITY = /^(?:\d{4,5})\s+(\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?)$/u;
const TOP_LINES = 10;
/** A labelled location further down is an employer's ("Location: Remote"), not the candidate's. */
const LABEL_LINES = 30;

const isRegion = (part: string) => COUNTRIES.has(part.toLowerCase()) || US_STATES.has(part);

/** Whether a line is a country or a place of several words ("Tel Aviv", "Tel-Aviv", "New Zealand"), as written alone. */
export function isPlaceName(line: string): boolean {
  const folded = line.trim().toLowerCase().replace(/\s+/g, ' ');
  return COUNTRIES.has(folded) || MULTI_WORD_PLACES.has(folded) || MULTI_WORD_PLACES.has(folded.replace(/-/g, ' '));
}

/** "Berlin, Germany", "San Francisco, CA", "Silicon Valley, CA, USA", "Israel, Tel-Aviv"; a street before them is left out. */
function placeInField(field: string): string | null {
  const parts = field.split(/\s*,\s*/).filter(Boolean);
  if (parts.length < 2) return POSTCODE_CITY.exec(field)?.[1] ?? null;
  let end = parts.length;
  while (end > 1 && isRegion(parts[end - 1]!)) end -= 1;
  const regions = parts.slice(end);
  if (regions.length === 0) {
    // Country first: "Israel, Tel-Aviv".
    return parts.length === 2 && COUNTRIES.has(parts[0]!.toLowerCase()) && PLACE.test(parts[1]!) ? parts.join(', ') : null;
  }
  const city = parts[end - 1]!;
  return PLACE.test(city) ? [city, ...regions].join(', ') : null;
}

export function findLocation(lines: string[]): string | null {
  for (const line of lines.slice(0, LABEL_LINES)) {
    const labelled = LOCATION_LABEL.exec(line)?.[1]?.trim();
    if (labelled) return labelled.replace(/[.,;]+$/, '').slice(0, 120);
  }
  for (const line of lines.slice(0, TOP_LINES)) {
    for (const field of line.split(FIELD_SEPARATOR)) {
      const place = placeInField(field.trim()) ?? (isPlaceName(field) ? field.trim() : null);
      if (place) return place;
    }
  }
  return null;
}
