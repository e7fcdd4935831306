import type { ErrorCode } from '@aisle/contracts';

/*
 * The sandbox card processor (docs/sandbox.md, CONTRACT.md "Sandbox payments"): what a real processor would
 * answer about a card, decided from what may be kept of it (first six and last four digits). The gift card
 * and PIN verdicts are made by the capture service while the digits are in its request (capture/index.ts).
 */

type Refusal = { code: ErrorCode; message: string; customerErrorMessage: string };

/** Cards the sandbox refuses when they are added or edited, by first six and last four digits. */
const refusedCards: Record<string, Refusal> = {
  '400000:0119': {
    code: 'RV32937',
    message: 'The issuer refuses the card.',
    customerErrorMessage: 'The card issuer did not approve this card. Please call the number on the back of your card.',
  },
  '400000:0127': {
    code: 'CARD_DECLINED',
    message: 'The processor declines the card.',
    customerErrorMessage: 'The card was declined by the processor.',
  },
  '400000:0259': {
    code: 'KC2617',
    message: 'The fraud screen refuses the card.',
    customerErrorMessage: 'This card could not be accepted after a security review.',
  },
};

export function sandboxRefusal(firstSix: string | null, lastFour: string | null): Refusal | null {
  return refusedCards[`${firstSix}:${lastFour}`] ?? null;
}

/** CONTRACT.md: a right SNAP EBT PIN gives $150.00. */
export const SANDBOX_SNAP_BALANCE_CENTS = 15_000;
/** The SNAP EBT and gift card PIN the sandbox takes. */
export const SANDBOX_PIN = '1234';

/** CONTRACT.md: gift card ...001 with PIN 1234 holds $25.00, ...002 $0.00; any other number is invalid. */
export function sandboxGiftBalanceCents(digits: string, pin: string): number | null {
  if (pin !== SANDBOX_PIN) return null;
  if (digits === '6006491000000000001') return 2_500;
  if (digits === '6006491000000000002') return 0;
  return null;
}

/**
 * CONTRACT.md: cards the sandbox saves and then declines when an order is placed, by first six and last
 * four digits: 4000 0000 0000 0002 (TRANSACTION_DECLINED), 4000 0000 0000 9995 (INSUFFICIENT_FUNDS).
 */
const declinedAtPlacement: Record<string, 'TRANSACTION_DECLINED' | 'INSUFFICIENT_FUNDS'> = {
  '400000:0002': 'TRANSACTION_DECLINED',
  '400000:9995': 'INSUFFICIENT_FUNDS',
};

export function sandboxPlacementDecline(
  firstSix: string | null,
  lastFour: string | null,
): 'TRANSACTION_DECLINED' | 'INSUFFICIENT_FUNDS' | null {
  return declinedAtPlacement[`${firstSix}:${lastFour}`] ?? null;
}
