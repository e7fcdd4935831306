import type { Banner } from '@aisle/banner-themes';
import { formatCopy } from '@aisle/banner-themes/copy';
import { SMS_SHORT_CODE, type SmsPreference, type SmsPreferenceType, smsPreferenceTypes } from '@aisle/contracts';
import type { Call } from '../calls.ts';
import type { Db } from '../db/database.ts';
import { and, eq, sql } from '../db/orm.ts';
import { shopperPhones, smsOptIns } from '../db/schema.ts';
import { ApiError } from '../errors.ts';

/*
 * Text-message opt-ins of the shopper's own mobile phone (spec account-and-selector 3 "SMS preference",
 * 7 "Communications"). The sandbox's SMS gateway is this table: an opt-in that needs the shopper's
 * consent by text stays PENDING until a YES comes back from that phone (replyToSms), and STOP ends every
 * opt-in of the number (docs/spec-decisions.md, docs/sandbox.md).
 */

type OptInStatus = (typeof smsOptIns.$inferSelect)['status'];

/**
 * Promotional texts are marketing: they always need the shopper's YES to a confirmation text. Order and
 * Pickup texts need it only while the mobile number is not verified.
 */
export function needsConfirmation(triggerType: SmsPreferenceType, isPhoneVerified: boolean): boolean {
  return triggerType === 'PROMOTIONAL' || !isPhoneVerified;
}

/** The wording of one preference, from the banner's copy; its state from the opt-in row (none: off). */
export function presentSmsPreference(
  banner: Banner,
  preferenceType: SmsPreferenceType,
  status: OptInStatus | undefined,
): SmsPreference {
  const copy = banner.strings.account.smsPreferences;
  const values = { banner: banner.name, shortCode: SMS_SHORT_CODE };
  const type = copy.types[preferenceType];
  const description = formatCopy(type.description, values);
  return {
    preferenceType,
    title: formatCopy(type.title, values),
    // ACC-173: promotional texts come about once a week, and the shopper is told so.
    description: preferenceType === 'PROMOTIONAL' ? `${description} ${copy.promotionalFrequency}` : description,
    unsubscribeNote: formatCopy(copy.unsubscribe, values),
    selected: status === 'PENDING' || status === 'OPTED_IN',
    warning: status === 'PENDING' ? copy.checkPhone : null,
    customerOptedIn: status === 'OPTED_IN',
  };
}

/**
 * The shopper's mobile phone, when `phoneNumber` is it ('+1' and its 10 digits); anything else is refused
 * the same way, so a shopper never reads or changes the opt-ins of a number that is not theirs.
 */
async function ownMobilePhone(db: Db, shopperId: string, phoneNumber: string): Promise<{ isVerified: boolean }> {
  const [mobile] = await db
    .select({ number: shopperPhones.number, isVerified: shopperPhones.isVerified })
    .from(shopperPhones)
    .where(and(eq(shopperPhones.shopperId, shopperId), eq(shopperPhones.type, 'MOBILE')))
    .limit(1);
  if (!mobile || `+1${mobile.number}` !== phoneNumber) {
    throw new ApiError('MOBILE_PHONE_REQUIRED', "Add this mobile phone number to the shopper's profile first.");
  }
  return { isVerified: mobile.isVerified };
}

async function statusOf(
  db: Db,
  shopperId: string,
  phoneNumber: string,
  triggerType: SmsPreferenceType,
): Promise<OptInStatus | undefined> {
  const [row] = await db
    .select({ status: smsOptIns.status })
    .from(smsOptIns)
    .where(
      and(
        eq(smsOptIns.shopperId, shopperId),
        eq(smsOptIns.phoneNumber, phoneNumber),
        eq(smsOptIns.triggerType, triggerType),
      ),
    )
    .limit(1);
  return row?.status;
}

/**
 * Opts in or out in one statement: an opt-in already confirmed stays confirmed; a new one is confirmed at
 * once or waits for the shopper's YES; an opt-out clears the pending state.
 */
async function writeOptIn(
  db: Db,
  options: { shopperId: string; phoneNumber: string; triggerType: SmsPreferenceType; optIn: boolean; now: Date },
  isConfirmedAtOnce: boolean,
): Promise<OptInStatus> {
  const { shopperId, phoneNumber, triggerType, optIn, now } = options;
  const status: OptInStatus = optIn ? (isConfirmedAtOnce ? 'OPTED_IN' : 'PENDING') : 'OPTED_OUT';
  const [row] = await db
    .insert(smsOptIns)
    .values({
      shopperId,
      phoneNumber,
      triggerType,
      status,
      requestedAt: now,
      confirmedAt: status === 'OPTED_IN' ? now : null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [smsOptIns.shopperId, smsOptIns.phoneNumber, smsOptIns.triggerType],
      set: optIn
        ? {
            status: sql`case when ${smsOptIns.status} = 'OPTED_IN' then 'OPTED_IN' else ${status} end`,
            requestedAt: sql`case when ${smsOptIns.status} = 'OPTED_IN' then ${smsOptIns.requestedAt} else excluded.requested_at end`,
            confirmedAt: sql`case when ${smsOptIns.status} = 'OPTED_IN' then ${smsOptIns.confirmedAt} else excluded.confirmed_at end`,
            updatedAt: now,
          }
        : { status: 'OPTED_OUT', confirmedAt: null, updatedAt: now },
    })
    .returning({ status: smsOptIns.status });
  if (!row) throw new Error('The opt-in upsert returned no row');
  return row.status;
}

/** getOptInStatus (ACC-122). */
export async function getOptInStatus({ body, session, banner, db }: Call<'getOptInStatus'>): Promise<SmsPreference> {
  const shopperId = session.shopper.id;
  await ownMobilePhone(db, shopperId, body.phoneNumber);
  return presentSmsPreference(
    banner,
    body.triggerType,
    await statusOf(db, shopperId, body.phoneNumber, body.triggerType),
  );
}

/** updateOptIn (ACC-123): sets selected, and the check-phone warning while a confirmation is pending. */
export async function updateOptIn({ body, session, banner, db, now }: Call<'updateOptIn'>): Promise<SmsPreference> {
  const shopperId = session.shopper.id;
  const phone = await ownMobilePhone(db, shopperId, body.phoneNumber);
  const status = await writeOptIn(
    db,
    { shopperId, phoneNumber: body.phoneNumber, triggerType: body.triggerType, optIn: body.optIn, now },
    !needsConfirmation(body.triggerType, phone.isVerified),
  );
  return presentSmsPreference(banner, body.triggerType, status);
}

/** The transactional opt-in (ACC-124, ACC-125): answers whether the shopper is opted in yet. */
export async function transactionalOptIn({ body, session, db, now }: Call<'transactionalOptIn'>) {
  const shopperId = session.shopper.id;
  const phone = await ownMobilePhone(db, shopperId, body.phoneNumber);
  const status = await writeOptIn(
    db,
    { shopperId, phoneNumber: body.phoneNumber, triggerType: 'TRANSACTIONAL', optIn: true, now },
    !needsConfirmation('TRANSACTIONAL', phone.isVerified),
  );
  return { data: { hasErrors: false, customerOptedIn: status === 'OPTED_IN' } };
}

/** Sandbox: the shopper's phone texts the short code. YES confirms what is pending; STOP ends it all (ACC-174). */
export async function replyToSms({ body, session, banner, db, now }: Call<'replyToSms'>) {
  const shopperId = session.shopper.id;
  await ownMobilePhone(db, shopperId, body.phoneNumber);
  const ofThisPhone = and(eq(smsOptIns.shopperId, shopperId), eq(smsOptIns.phoneNumber, body.phoneNumber));
  if (body.text === 'YES') {
    await db
      .update(smsOptIns)
      .set({ status: 'OPTED_IN', confirmedAt: now, updatedAt: now })
      .where(and(ofThisPhone, eq(smsOptIns.status, 'PENDING')));
  } else {
    await db
      .update(smsOptIns)
      .set({ status: 'OPTED_OUT', confirmedAt: null, updatedAt: now })
      .where(and(ofThisPhone, sql`${smsOptIns.status} <> 'OPTED_OUT'`));
  }
  const rows = await db
    .select({ triggerType: smsOptIns.triggerType, status: smsOptIns.status })
    .from(smsOptIns)
    .where(ofThisPhone);
  const statusByType = new Map(rows.map((row) => [row.triggerType, row.status]));
  return {
    preferences: smsPreferenceTypes.map((type) => presentSmsPreference(banner, type, statusByType.get(type))),
  };
}
