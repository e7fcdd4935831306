import { type Banner, banners, getBanner } from '@aisle/banner-themes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerPageConfig } from '../../lib/bannerPageConfig.ts';
import { headerCopy } from '../../lib/copy/header.ts';
import { GET, getStaticPaths } from '../../pages/themes/selector-copy/[banner].json.ts';
import type { SelectorCopy } from './selectorCopy.ts';

/*
 * SEL-151: the up-front time slots' messages and the modality texts come from a string-table asset: the
 * banner's selector copy file `/themes/selector-copy/<banner>.json`, fetched when the selector opens,
 * never written into the page.
 */

/** The time-slot screen's messages (SEL-104, SEL-105, SEL-115, SEL-159..164) and the modality texts. */
const timeslotMessageKeys = [
  'heading',
  'reserve',
  'editReservation',
  'holdUntil',
  'required',
  'technicalDifficulty',
  'noSlotsForDay',
  'loadErrorHeading',
  'loadErrorBody',
  'tryAgain',
  'unavailableHeading',
  'unavailableBody',
] as const;
const modalityTextKeys = ['pickup', 'delivery', 'inStore'] as const;
const modalityDescriptionKeys = ['pickupDescription', 'deliveryDescription', 'inStoreDescription'] as const;

/** What the asset route serves for a banner (the file Astro writes at build time). */
async function servedAsset(banner: Banner): Promise<{ response: Response; copy: SelectorCopy }> {
  const response = await (GET as unknown as (context: { props: { banner: Banner } }) => Response | Promise<Response>)({
    props: { banner },
  });
  return { response, copy: (await response.clone().json()) as SelectorCopy };
}

/** A fresh copy of the loader: it keeps its answer per page (module state). */
async function freshLoader() {
  vi.resetModules();
  return import('./selectorCopy.ts');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the selector’s string-table asset (SEL-151)', () => {
  it('exists for every banner at /themes/selector-copy/<banner>.json', () => {
    const paths = getStaticPaths();
    expect(paths.map((path) => path.params.banner).sort()).toEqual(banners.map((banner) => banner.id).sort());
  });

  it('holds the time-slot messages and the modality texts, in each banner’s words', async () => {
    for (const banner of banners) {
      const { response, copy } = await servedAsset(banner);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const strings = banner.strings.selector;
      for (const key of timeslotMessageKeys) {
        expect(copy.selector.timeslots[key], `${banner.id} timeslots.${key}`).toBe(strings.timeslots[key]);
        expect(copy.selector.timeslots[key].length).toBeGreaterThan(0);
      }
      for (const key of modalityTextKeys) expect(copy.selector.modes[key]).toBe(strings.modes[key]);
      for (const key of modalityDescriptionKeys) expect(copy.selector.default[key]).toBe(strings.default[key]);
    }
    const { copy } = await servedAsset(getBanner('greenway'));
    expect(copy.selector.timeslots.holdUntil).toBe("We'll hold this reservation until {time}");
    expect(copy.selector.timeslots.required).toBe('Please select a time to continue');
    expect(copy.selector.modes).toMatchObject({ pickup: 'Pickup', delivery: 'Delivery', inStore: 'In Store' });
  });

  it('is what the selector reads: its words are the asset’s, fetched from the banner’s file', async () => {
    const { copy } = await servedAsset(getBanner('harbor'));
    // A string table edited after the build: the selector shows what the file says.
    const edited: SelectorCopy = {
      ...copy,
      selector: {
        ...copy.selector,
        timeslots: { ...copy.selector.timeslots, required: 'From the asset: choose a time' },
        modes: { ...copy.selector.modes, delivery: 'From the asset: Delivery' },
      },
    };
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      requested.push(String(input));
      return new Response(JSON.stringify(edited), { headers: { 'content-type': 'application/json' } });
    });
    const { loadSelectorCopy } = await freshLoader();
    const loaded = await loadSelectorCopy('harbor');
    expect(requested).toEqual(['/themes/selector-copy/harbor.json']);
    expect(loaded.selector.timeslots.required).toBe('From the asset: choose a time');
    expect(loaded.selector.modes.delivery).toBe('From the asset: Delivery');
    // Once per page.
    await loadSelectorCopy('harbor');
    expect(requested).toHaveLength(1);
  });

  it('fails when the asset cannot be fetched, and tries again on the next opening', async () => {
    let answer = 503;
    vi.stubGlobal('fetch', async () =>
      answer === 200 ? new Response('{"selector":{}}', { status: 200 }) : new Response('', { status: answer }),
    );
    const { loadSelectorCopy } = await freshLoader();
    await expect(loadSelectorCopy('greenway')).rejects.toThrow('/themes/selector-copy/greenway.json answered 503');
    answer = 200;
    await expect(loadSelectorCopy('greenway')).resolves.toEqual({ selector: {} });
  });

  it('is not in the page: neither the header island’s props nor the page config carry those texts', () => {
    for (const banner of [getBanner('greenway'), getBanner('harbor')]) {
      const strings = banner.strings.selector;
      const page = JSON.stringify({ header: headerCopy(banner), config: bannerPageConfig(banner) });
      // The header keeps one line of its own: the hold under its button after the selector closed (SEL-104).
      const inSelectorOnly = timeslotMessageKeys.filter((key) => key !== 'holdUntil' && key !== 'tryAgain');
      for (const key of inSelectorOnly) {
        expect(page.includes(JSON.stringify(strings.timeslots[key])), `${banner.id} timeslots.${key}`).toBe(false);
      }
      for (const key of modalityDescriptionKeys) {
        expect(page.includes(JSON.stringify(strings.default[key])), `${banner.id} default.${key}`).toBe(false);
      }
    }
  });
});
