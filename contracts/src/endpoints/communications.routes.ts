import { route } from './route.ts';

/**
 * Text-message (SMS) opt-ins of the signed-in shopper's mobile phone (spec 7, "Communications"). What the
 * browser needs to send each call. The status read is a POST: its payload carries the phone number, which
 * stays out of addresses and logs (docs/spec-decisions.md, ACC-122); it changes nothing, so a page reads it as a
 * GET (`isRead`, ADR 0029).
 */
export const communicationsRoutes = {
  getOptInStatus: route('POST', '/api/communications/sms/opt-in-status', { csrf: true, isChecked: true, isRead: true }),
  updateOptIn: route('POST', '/api/communications/sms/opt-in', { csrf: true, isChecked: true }),
  transactionalOptIn: route('POST', '/api/communications/sms/transactional-opt-in', { csrf: true, isChecked: true }),
  replyToSms: route('POST', '/api/communications/sms/replies', { csrf: true, isChecked: true }),
} as const;
