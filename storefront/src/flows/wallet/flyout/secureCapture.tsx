import { badCardNumberCodes, captureCodes } from '@aisle/contracts';
import type { ComponentType } from 'react';
import type { WalletLabels } from '../../../lib/copy/wallet.ts';
import { SecureFrame, type SecureFrameProps } from '../frames/SecureFrame.tsx';

/*
 * The flyout's forms never hold a card number, expiry, CVV or PIN (FRM-001): each embeds a secure frame
 * of the capture origin and asks it for a token on submit. The frame host is the wallet's frames/ part;
 * the forms reach it through this small seam so stories can wrap the real frame and script its token, the
 * way they stand a mock fetch in for the API.
 */

export type SecureCaptureProps = SecureFrameProps;

/** The frame host by default; stories set the frame host with scripted answers. */
let captureComponent: ComponentType<SecureCaptureProps> = SecureFrame;

/** The secure frame the forms embed (the frame host; in stories wrapped to script its token). */
export function setSecureCapture(component: ComponentType<SecureCaptureProps>): void {
  captureComponent = component;
}

export function SecureCapture(props: SecureCaptureProps) {
  const Component = captureComponent;
  return <Component {...props} />;
}

/** The secure field's message for a capture code (spec 5 "Card numbers and PINs"; FRM-033..037). */
export function captureMessage(code: string, labels: WalletLabels): string {
  const messages = labels.secureFields;
  switch (code) {
    case captureCodes.tooShort:
      return messages.cardTooShort;
    case captureCodes.tooLong:
      return messages.cardTooLong;
    case captureCodes.notNumeric:
      return messages.cardNotNumeric;
    case captureCodes.cvvTooShort:
      return messages.cvvTooShort;
    case captureCodes.cvvTooLong:
      return messages.cvvTooLong;
    case captureCodes.cvvNotNumeric:
      return messages.cvvInvalid;
    default:
      return (badCardNumberCodes as readonly string[]).includes(code) ? messages.cardInvalid : messages.frameFailed;
  }
}
