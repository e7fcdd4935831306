import { randomBytes } from 'node:crypto';
import { DEFAULT_WALLET_APPLICATION } from '@aisle/contracts';
import type { Tx } from '../db/database.ts';
import { eq } from '../db/orm.ts';
import { shoppers, walletCards } from '../db/schema.ts';

const opaque = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

/**
 * The demo shopper's wallet (CONTRACT.md "Accounts"): a preferred Visa ending 1111 with a billing address,
 * an expired Mastercard ending 4444, one SNAP EBT card (the sandbox's 5077 19.. ..01) and two gift cards
 * with balances (the sandbox's ...001 with $25.00 and one ending 0003 with $10.00). Expiry dates follow the
 * seed clock, so the Visa stays valid and the Mastercard expired. Left alone when the wallet has cards.
 */
export async function seedDemoWallet(tx: Tx, now: Date): Promise<void> {
  const [demo] = await tx.select({ id: shoppers.id }).from(shoppers).where(eq(shoppers.email, 'demo@example.com'));
  if (!demo) return;
  const existing = await tx.select({ id: walletCards.id }).from(walletCards).where(eq(walletCards.shopperId, demo.id));
  if (existing.length > 0) return;
  const year = now.getUTCFullYear();
  const billing = {
    addressLines: ['Apt 3', '1014 Vine St'],
    cityTown: 'Cincinnati',
    stateProvince: 'OH',
    postalCode: '45202',
    countryCode: 'US' as const,
  };
  const base = { shopperId: demo.id, firstName: 'Jordan', lastName: 'Rivera' };
  const rows: Array<Omit<typeof walletCards.$inferInsert, 'paymentGram' | 'vaultCardId' | 'createdAt' | 'updatedAt'>> =
    [
      {
        ...base,
        cardType: 'CREDIT_CARD',
        brand: 'VISA',
        firstSix: '411111',
        lastFour: '1111',
        expMonth: '08',
        expYear: String(year + 3),
        billing,
        defaultApplications: [DEFAULT_WALLET_APPLICATION],
      },
      {
        ...base,
        cardType: 'CREDIT_CARD',
        brand: 'MASTERCARD',
        firstSix: '555555',
        lastFour: '4444',
        expMonth: '01',
        expYear: String(year - 1),
        billing,
      },
      { ...base, cardType: 'EBT_CARD', brand: 'NONE', firstSix: '507719', lastFour: '0001' },
      { ...base, cardType: 'GIFT_CARD', brand: 'NONE', firstSix: '600649', lastFour: '0001', balanceCents: 2_500 },
      { ...base, cardType: 'GIFT_CARD', brand: 'NONE', firstSix: '600649', lastFour: '0003', balanceCents: 1_000 },
    ];
  for (const [index, row] of rows.entries()) {
    // One second apart: the list keeps the seeded order.
    const at = new Date(now.getTime() - (rows.length - index) * 1000);
    await tx
      .insert(walletCards)
      .values({ ...row, paymentGram: opaque('pg_'), vaultCardId: opaque('vault_'), createdAt: at, updatedAt: at });
  }
}
