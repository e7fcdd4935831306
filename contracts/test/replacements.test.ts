import { describe, expect, it } from 'vitest';
import {
  isSelectionLive,
  REPLACEMENT_SELECTION_TTL_MS,
  replacementTtl,
  slotOfOptionId,
  storedReplacementSelectionSchema,
  unavailableCodeOf,
} from '../src/replacements.ts';

/* Replacement rules shared by the server and the browser (issue 11, RPL-*). */

const loaf = {
  slotRestriction: { availableFromHour: 10 },
  availability: { PICKUP: true, DELIVERY: true, IN_STORE: true },
};

describe('which items a time option cannot fulfil', () => {
  it('reads the mode, the local date and the start hour from an option id', () => {
    expect(slotOfOptionId('SP.00000001.20261121T0800')).toEqual({
      modality: 'PICKUP',
      localDate: '2026-11-21',
      startHour: 8,
    });
    expect(slotOfOptionId('IHX.fc-cincinnati.20261120T1700')).toMatchObject({ modality: 'DELIVERY', startHour: 17 });
    expect(slotOfOptionId('PD.00000002.20261121T1000')).toMatchObject({ modality: 'DELIVERY', startHour: 10 });
    expect(slotOfOptionId('SP.00000001.20261121T2500')).toBeNull();
    expect(slotOfOptionId('tomorrow')).toBeNull();
  });

  it('a window starting before the product’s hour cannot fulfil it; a mode that does not sell it never can', () => {
    const slot = (hour: number) => ({ modality: 'PICKUP' as const, localDate: '2026-11-21', startHour: hour });
    expect(unavailableCodeOf(loaf, slot(9))).toBe('NOT_AVAILABLE_AT_TIME');
    expect(unavailableCodeOf(loaf, slot(10))).toBeNull();
    expect(unavailableCodeOf({ ...loaf, slotRestriction: null }, slot(8))).toBeNull();
    expect(
      unavailableCodeOf({ ...loaf, availability: { PICKUP: false, DELIVERY: true, IN_STORE: true } }, slot(12)),
    ).toBe('ITEM_RESTRICTED');
  });
});

describe('a stored replacement choice', () => {
  it('carries the spec’s fields and lapses 60 minutes after it was made', () => {
    const madeAt = Date.parse('2026-11-20T15:00:00.000Z');
    const selection = storedReplacementSelectionSchema.parse({
      originalLineItemUpc: '0841063000114',
      newLineItemUpc: '0841063000145',
      newLineItemQuantity: 2,
      previousQuantityValue: 0,
      wasClicked: true,
      itemIndex: 1,
      ttl: replacementTtl(madeAt),
    });
    expect(REPLACEMENT_SELECTION_TTL_MS).toBe(3_600_000);
    expect(isSelectionLive(selection, madeAt + REPLACEMENT_SELECTION_TTL_MS - 1)).toBe(true);
    expect(isSelectionLive(selection, madeAt + REPLACEMENT_SELECTION_TTL_MS)).toBe(false);
    expect(storedReplacementSelectionSchema.safeParse({ ...selection, newLineItemQuantity: 0 }).success).toBe(false);
  });
});
