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
export { formatPhoneDisplay, isValidUsPhone, toUsE164 } from './phone.ts';
export {
  CANADIAN_PROVINCES,
  type CanadianProvince,
  type CountryCode,
  countryForState,
  isCanadianPostalCode,
  isUsZip,
} from './postal.ts';
