/** The 10 Canadian provinces (territories are not provinces, so they stay US per the spec rule). */
export const CANADIAN_PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'PE', 'QC', 'SK'] as const;
export type CanadianProvince = (typeof CANADIAN_PROVINCES)[number];
export type CountryCode = 'US' | 'CA';

const usZip = /^\d{5}(?:[-/]?\d{4})?$/;
const canadianPostalCode = /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i;

/** 5 digits, optionally a 4-digit extension after a dash, a slash or nothing (ACC-080..083). */
export function isUsZip(value: string): boolean {
  return usZip.test(value.trim());
}

/** Letter-digit-letter, optional single space, digit-letter-digit (ACC-084, ACC-085). */
export function isCanadianPostalCode(value: string): boolean {
  return canadianPostalCode.test(value.trim());
}

/** Canada when the state code is one of the 10 provinces, otherwise US (ACC-086, ACC-087). */
export function countryForState(stateCode: string): CountryCode {
  const code = stateCode.trim().toUpperCase();
  return (CANADIAN_PROVINCES as readonly string[]).includes(code) ? 'CA' : 'US';
}
