import type { CheckoutUpdate } from './checkoutGateway.ts';
import { paymentsCarrySelection } from './checkoutRules.ts';
import { checkoutStore } from './checkoutStore.ts';
import { sendUpdate } from './checkoutUpdates.ts';

/** The wallet's checkout selection: one bank card, SNAP EBT with the amount to charge, gift cards. */
export type SelectedPayments = {
  bankCardId: string | null;
  snap: { id: string; amount: number } | null;
  giftCardIds: string[];
};

/**
 * The wallet's checkout selection as payments: SNAP EBT charges the chosen amount, or `snapDefault` (the
 * lower of the card's known balance and what is eligible, PAY-123).
 */
export function selectedPaymentsOf(
  selection: { bankCards: string[]; snapCards: string[]; giftCards: string[] },
  snapAmount: number | null,
  snapDefault: number,
): SelectedPayments {
  const snapId = selection.snapCards[0];
  return {
    bankCardId: selection.bankCards[0] ?? null,
    snap: snapId ? { id: snapId, amount: snapAmount ?? snapDefault } : null,
    giftCardIds: [...selection.giftCards],
  };
}

/** CBX-039..042, PAY-124: the payments list an update sends for a selection (EBT only above 0). */
export function paymentsOf(selection: SelectedPayments): NonNullable<CheckoutUpdate['payments']> {
  return [
    ...(selection.bankCardId ? [{ id: selection.bankCardId, paymentType: 'BANK_CARD' as const }] : []),
    ...(selection.snap && selection.snap.amount > 0
      ? [{ id: selection.snap.id, paymentType: 'EBT' as const, amount: selection.snap.amount }]
      : []),
    ...selection.giftCardIds.map((id) => ({ id, paymentType: 'GIFT_CARD' as const })),
  ];
}

/**
 * PAY-031..034: the automatic payment update after the wallet's selection changed: only for a DRAFT
 * checkout, with a card, when nothing else is on its way and SNAP EBT has an amount when chosen.
 */
export async function syncPayments(selection: SelectedPayments): Promise<void> {
  const { checkout, pendingUpdates } = checkoutStore.getState();
  if (checkout?.status !== 'DRAFT') return;
  if (!selection.bankCardId || pendingUpdates > 0) return;
  if (selection.snap && !(selection.snap.amount > 0)) return;
  const wanted = paymentsOf(selection);
  if (paymentsCarrySelection(checkout.payments, wanted)) return;
  await sendUpdate({ payments: wanted });
}
