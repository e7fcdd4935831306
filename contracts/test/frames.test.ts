import { describe, expect, it } from 'vitest';
import {
  badCardNumberCodes,
  badCvvCodes,
  captureOriginFor,
  editCaptureOutcome,
  frameLoadTimeoutFor,
  frameLoadTimeoutMs,
  frameToParentSchema,
  isAllowedFrameOrigin,
  isStorefrontOriginOf,
  parentToFrameSchema,
  secureFieldResponseSchema,
} from '../src/index.ts';
import { acceptedCapture } from '../testing/index.ts';

const accepted = acceptedCapture();

describe('card-capture frame messages', () => {
  it('parses every message both ways and refuses anything else', () => {
    expect(frameToParentSchema.parse({ type: 'aisle-frame:ready', page: 'payment-form' })).toEqual({
      type: 'aisle-frame:ready',
      page: 'payment-form',
    });
    expect(frameToParentSchema.parse({ type: 'aisle-frame:height', height: 112 }).type).toBe('aisle-frame:height');
    expect(frameToParentSchema.parse({ type: 'aisle-frame:response', requestId: 'r1', response: accepted }).type).toBe(
      'aisle-frame:response',
    );
    expect(parentToFrameSchema.parse({ type: 'aisle-frame:submit', requestId: 'r1' }).type).toBe('aisle-frame:submit');
    for (const bad of [{ type: 'aisle-frame:ready', page: 'login' }, { type: 'other' }, 'ready', null]) {
      expect(frameToParentSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(parentToFrameSchema.safeParse({ type: 'aisle-frame:submit', requestId: '<script>' }).success).toBe(false);
  });

  it('never carries a card number: the response has first six and last four only (FRM-034)', () => {
    expect(secureFieldResponseSchema.safeParse({ ...accepted, lastFour: '4111111111111111' }).success).toBe(false);
    expect(secureFieldResponseSchema.safeParse({ ...accepted, firstSix: '41111111' }).success).toBe(false);
    expect(Object.keys(secureFieldResponseSchema.parse({ ...accepted, number: '4111111111111111' }))).not.toContain(
      'number',
    );
  });

  it('sorts the capture codes: bad number 871-874 and 876, bad CVV 881-883 (FRM-035, FRM-036)', () => {
    expect(badCardNumberCodes).toEqual(['871', '872', '873', '874', '876']);
    expect(badCvvCodes).toEqual(['881', '882', '883']);
  });

  it('on edit: 871-874 and 876 are a bad card number, 881 and 882 a bad CVV, anything else another error (FRM-035..037)', () => {
    for (const code of ['871', '872', '873', '874', '876']) expect(editCaptureOutcome(code)).toBe('badCardNumber');
    for (const code of ['881', '882']) expect(editCaptureOutcome(code)).toBe('badCvv');
    for (const code of ['875', '883', '884', '999', '']) expect(editCaptureOutcome(code)).toBe('other');
  });

  it('gives the secure field 10000 ms and the PIN frame 30000 ms to load (FRM-020, FRM-021)', () => {
    expect(frameLoadTimeoutFor('payment-form', 0)).toBe(10_000);
    expect(frameLoadTimeoutFor('cvv-form', 0)).toBe(10_000);
    expect(frameLoadTimeoutFor('pin-form', 0)).toBe(30_000);
    expect(frameLoadTimeoutFor('pin-form', 2)).toBe(30_000);
  });

  it('times the frame load out at 10 s, 10 s more per retry, at most 30 s (FRM-016..018)', () => {
    expect([0, 1, 2, 3, 9].map(frameLoadTimeoutMs)).toEqual([10_000, 20_000, 30_000, 30_000, 30_000]);
  });
});

describe('card-capture origins', () => {
  it('pairs each storefront origin with its capture origin', () => {
    expect(captureOriginFor('http://greenway.localhost:4321')).toBe('http://pay.localhost:4321');
    expect(captureOriginFor('http://localhost:4321')).toBe('http://pay.localhost:4321');
    expect(captureOriginFor('https://www.greenway.example')).toBe('https://pay.greenway.example');
  });

  it('accepts exactly the expected origin, nothing that only looks like it', () => {
    const allowed = ['http://pay.localhost:4321'];
    expect(isAllowedFrameOrigin('http://pay.localhost:4321', allowed)).toBe(true);
    for (const spoofed of [
      'http://pay.localhost:4322',
      'https://pay.localhost:4321',
      'http://pay.localhost:4321.evil.example',
      'http://evil.pay.localhost:4321',
      'http://greenway.localhost:4321',
      'null',
      '',
    ]) {
      expect(isAllowedFrameOrigin(spoofed, allowed), spoofed).toBe(false);
    }
  });

  it('lets banner sites on the same port embed the frames, and no one else', () => {
    const capture = 'http://pay.localhost:4321';
    expect(isStorefrontOriginOf('http://greenway.localhost:4321', capture)).toBe(true);
    expect(isStorefrontOriginOf('http://harbor.localhost:4321', capture)).toBe(true);
    expect(isStorefrontOriginOf('http://greenway.localhost:9999', capture)).toBe(false);
    expect(isStorefrontOriginOf('http://pay.localhost:4321', capture)).toBe(false);
    expect(isStorefrontOriginOf('not a url', capture)).toBe(false);
  });
});
