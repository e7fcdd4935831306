import { describe, expect, it } from 'vitest';
import { isContactless, isFromWarehouse, isOrderPending, itemCountOf } from '../src/orderRules.ts';

const delivery = (vendorId: string, deliveryType: string | null) => ({
  modalityType: 'DELIVERY',
  fulfillment: { promise: { vendorId }, deliveryType },
});

describe('placed order rules (OCP-014..016)', () => {
  it('counts items as the sum of the quantities (OCP-014)', () => {
    expect(itemCountOf([{ quantity: 2 }, { quantity: 1 }, { quantity: 3 }])).toBe(6);
    expect(itemCountOf([])).toBe(0);
  });

  it('flags a delivery by the in-house service as from the warehouse, nothing else (OCP-016)', () => {
    expect(isFromWarehouse(delivery('IN_HOUSE_DELIVERY', 'Standard'))).toBe(true);
    expect(isFromWarehouse(delivery('DELIVERY', 'Standard'))).toBe(false);
    expect(isFromWarehouse({ ...delivery('IN_HOUSE_DELIVERY', null), modalityType: 'PICKUP' })).toBe(false);
  });

  it('flags a contactless delivery only (OCP-015)', () => {
    expect(isContactless(delivery('DELIVERY', 'Contactless'))).toBe(true);
    expect(isContactless(delivery('DELIVERY', 'Standard'))).toBe(false);
    expect(isContactless({ ...delivery('DELIVERY', 'Contactless'), modalityType: 'PICKUP' })).toBe(false);
  });

  it('keeps an order pending until its time slot begins, unless cancelled', () => {
    const now = new Date('2026-11-24T15:00:00.000Z');
    expect(isOrderPending({ status: 'PLACED', startTime: '2026-11-24T15:00:01.000Z' }, now)).toBe(true);
    expect(isOrderPending({ status: 'MODIFIED', startTime: '2026-11-25T15:00:00.000Z' }, now)).toBe(true);
    expect(isOrderPending({ status: 'PLACED', startTime: '2026-11-24T15:00:00.000Z' }, now)).toBe(false);
    expect(isOrderPending({ status: 'CANCELLED', startTime: '2026-11-25T15:00:00.000Z' }, now)).toBe(false);
  });
});
