import type { Banner } from '@aisle/banner-themes';
import { formatCopy } from '@aisle/banner-themes/copy';

/** The words of one secure frame and its retry modals (FRM-022, FRM-023, FRM-026, WER-033, WER-034). */
export type SecureFrameLabels = {
  /** The iframe's accessible name. */
  title: string;
  /** The words the frame shows (its `l.<key>` parameters): field labels and its error texts. */
  fields: Record<string, string>;
  frameFailed: string;
  addRetryHeading: string;
  addRetryText: string;
  editRetryHeading: string;
  editRetryText: string;
  /** 'Error Code: {code}' filled with the load failure's code. */
  errorCode: string;
  tryAgain: string;
  closeLabel: string;
};

/** The load failure's code in the add retry modal: the request time-out's status (WER-001). */
export const FRAME_LOAD_ERROR_CODE = '408';

/** The labels of a frame kind: a card (number, expiry, CVV), a SNAP EBT number, a gift card, a PIN. */
export function secureFrameCopy(banner: Banner, kind: 'card' | 'snap' | 'gift' | 'pin'): SecureFrameLabels {
  const wallet = banner.strings.wallet;
  const validation = wallet.validation;
  // An empty field names itself (the '… is a required field.' words); a wrong one says what is wrong.
  const fields: Record<string, string> =
    kind === 'card'
      ? {
          number: wallet.cardFields.cardNumber,
          month: wallet.editCard.expirationMonth,
          year: wallet.editCard.expirationYear,
          cvv: wallet.editCard.securityCode,
          numberError: wallet.secureFields.cardInvalid,
          numberRequired: validation.cardNumberRequired,
          monthRequired: validation.expirationMonthRequired,
          yearRequired: validation.expirationYearRequired,
          cvvError: wallet.secureFields.cvvInvalid,
          cvvRequired: validation.securityCodeRequired,
          expiryFormatError: validation.expirationDateFormat,
          expiryPastError: validation.expirationDatePast,
        }
      : kind === 'snap'
        ? {
            number: wallet.cardFields.cardNumber,
            numberError: validation.snapNumberLength,
            numberRequired: validation.cardNumberRequired,
          }
        : kind === 'gift'
          ? {
              number: wallet.cardFields.cardNumber,
              pin: wallet.cardFields.pin,
              numberError: validation.giftNumberLength,
              numberRequired: validation.cardNumberRequired,
              pinError: validation.pinLength,
              pinRequired: validation.pinRequired,
            }
          : { pin: wallet.checkBalance.pin, pinError: validation.pinLength, pinRequired: validation.pinRequired };
  // 429 from the capture origin's tokenizer (docs/adr/0023-guessing-limits.md): every frame can meet it.
  fields.tooManyAttempts = banner.strings.errors.tooManyAttempts;
  return {
    title: kind === 'pin' ? wallet.secureFields.pinFrameTitle : wallet.secureFields.frameTitle,
    fields,
    frameFailed: wallet.secureFields.frameFailed,
    addRetryHeading: wallet.modals.addRetryHeading,
    addRetryText: wallet.modals.addRetryText,
    editRetryHeading: wallet.modals.editRetryHeading,
    editRetryText: wallet.modals.editRetryText,
    errorCode: formatCopy(wallet.modals.errorCode, { code: FRAME_LOAD_ERROR_CODE }),
    tryAgain: wallet.modals.tryAgain,
    closeLabel: banner.strings.components.modal.closeLabel,
  };
}
