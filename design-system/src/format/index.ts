export {
  CARD_BRANDS,
  type CardBrand,
  detectCardBrand,
  formatExpiry,
  giftCardGroups,
  giftCardMask,
  groupGiftCardNumber,
  MASK_CHARACTER,
  maskCardNumber,
} from './cards.ts';
export { type DateInput, type DayLabel, formatDayLabel, formatOrderDate, formatTime } from './dates.ts';
export { formatDistance } from './distance.ts';
export { formatMoney, formatMoneyOrFree } from './money.ts';
export { formatCount } from './number.ts';
export { formatPhoneDisplay, isValidUsPhone } from './phone.ts';
export { formatUsPhone, hasUsPhoneShape, lastTenDigits, toUsE164 } from './phoneDigits.ts';
export {
  CANADIAN_PROVINCES,
  type CanadianProvince,
  type CountryCode,
  countryForState,
  isCanadianPostalCode,
  isUsZip,
} from './postal.ts';
