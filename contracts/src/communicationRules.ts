/*
 * The text messages' plain values, free of zod: the SMS preferences page reads them on load without the
 * schemas (docs/adr/0029-answers-checked-where-they-are-made.md). contracts/src/communications.ts re-exports them.
 */

/**
 * The short code the texts come from and STOP goes to (ACC-174). Fictional: US short codes are issued
 * from 5 and 6 digits not starting with 0 or 1, so this one belongs to nobody.
 */
export const SMS_SHORT_CODE = '10500';

/** Spec account-and-selector 3, "SMS preference": the three kinds of text message (ACC-042). */
export const smsPreferenceTypes = ['CLICKLIST', 'PROMOTIONAL', 'TRANSACTIONAL'] as const;
