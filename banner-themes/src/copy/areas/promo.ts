/** Copy of the promo code form. `{code}` is the promo code the shopper entered. */
export const promoCopy = {
  label: 'Promo Code', // not in spec: chosen wording
  apply: 'Apply', // not in spec: chosen wording
  applying: 'Applying promo...',
  removing: 'Removing promo...',
  applied: 'Applied Promos', // not in spec: chosen wording
  remove: 'Remove promo {code}', // not in spec: chosen wording
  hiddenInModify: "Promo codes can't be changed when modifying an order.", // not in spec: chosen wording
  successHeading: 'Success',
  success: '{code} successfully added to order!',
  required: 'You must enter a promo code',
  tooLong: 'Promo codes can be at most 128 characters.', // not in spec: chosen wording
  removeButton: 'Remove', // not in spec: chosen wording
  savings: 'Promo Savings', // not in spec: chosen wording
  notApplied: "Your cart no longer meets this promo's conditions.", // not in spec: chosen wording
  failed: "Something went wrong and we weren't able to apply your promo code. Please try entering the code in again.",
} as const;
