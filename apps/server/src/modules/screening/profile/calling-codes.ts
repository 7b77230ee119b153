/**
 * International calling codes -> ISO 3166-1 alpha-2 country, for the countries resumes most often
 * come from. +1 is shared by the US and Canada (and the Caribbean): it is read as US; +7 as RU.
 */
const CALLING_CODES: Record<string, string> = {
  '1': 'US',
  '7': 'RU',
  '20': 'EG',
  '27': 'ZA',
  '30': 'GR',
  '31': 'NL',
  '32': 'BE',
  '33': 'FR',
  '34': 'ES',
  '36': 'HU',
  '39': 'IT',
  '40': 'RO',
  '41': 'CH',
  '43': 'AT',
  '44': 'GB',
  '45': 'DK',
  '46': 'SE',
  '47': 'NO',
  '48': 'PL',
  '49': 'DE',
  '51': 'PE',
  '52': 'MX',
  '54': 'AR',
  '55': 'BR',
  '56': 'CL',
  '57': 'CO',
  '60': 'MY',
  '61': 'AU',
  '62': 'ID',
  '63': 'PH',
  '64': 'NZ',
  '65': 'SG',
  '66': 'TH',
  '81': 'JP',
  '82': 'KR',
  '84': 'VN',
  '86': 'CN',
  '90': 'TR',
  '91': 'IN',
  '92': 'PK',
  '94': 'LK',
  '98': 'IR',
  '212': 'MA',
  '213': 'DZ',
  '216': 'TN',
  '233': 'GH',
  '234': 'NG',
  '254': 'KE',
  '351': 'PT',
  '352': 'LU',
  '353': 'IE',
  '358': 'FI',
  '359': 'BG',
  '370': 'LT',
  '371': 'LV',
  '372': 'EE',
  '375': 'BY',
  '380': 'UA',
  '381': 'RS',
  '385': 'HR',
  '386': 'SI',
  '420': 'CZ',
  '421': 'SK',
  '852': 'HK',
  '880': 'BD',
  '886': 'TW',
  '966': 'SA',
  '971': 'AE',
  '972': 'IL',
};

/** The country of an international number ("+49 30 123", "0044 20 ...", "(+972) 50 ..."); null when national or unknown. */
export function phoneCountry(phone: string): string | null {
  const international = /^\(?(?:\+|00)\s*(\d[\d\s().-]*)/.exec(phone.trim());
  if (!international) return null;
  const digits = international[1]!.replace(/\D/g, '');
  for (const length of [3, 2, 1]) {
    const country = CALLING_CODES[digits.slice(0, length)];
    if (country) return country;
  }
  return null;
}
