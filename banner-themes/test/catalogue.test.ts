import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { bannerDefinitions } from '../src/banners/index.ts';
import { type BannerDefinition, resolveBanner } from '../src/define.ts';
import { themeCss, tokenEntries } from '../src/themeCss.ts';
import { baseTokens } from '../src/tokens/base.ts';
import { formatProblems, validateCatalogue } from '../src/validate.ts';

const logosDirectory = new URL('../src/logos/', import.meta.url);
const byId = (id: string): BannerDefinition => {
  const definition = bannerDefinitions.find((candidate) => candidate.id === id);
  if (!definition) throw new Error(`no banner "${id}" in the catalogue`);
  return definition;
};
const capabilityList = (definition: BannerDefinition) =>
  Object.entries(definition.capabilities)
    .filter(([, isOn]) => isOn)
    .map(([capability]) => capability);
const isInStoreOnly = (definition: BannerDefinition) => capabilityList(definition).join() === 'IN_STORE';
const hasNoCapability = (definition: BannerDefinition) => capabilityList(definition).length === 0;

/** The attributes of an SVG file's root element. */
function svgRootAttributes(source: string): Record<string, string> {
  const root = /<svg\b([^>]*)>/.exec(source)?.[1] ?? '';
  return Object.fromEntries([...root.matchAll(/([\w:-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
}

describe('the banner catalogue', () => {
  test('passes validation', () => {
    const problems = validateCatalogue(bannerDefinitions);
    expect(problems, formatProblems(problems)).toEqual([]);
  });

  test('holds at least 30 banners with unique ids, domains and store-locator brands', () => {
    expect(bannerDefinitions.length).toBeGreaterThanOrEqual(30);
    for (const field of ['id', 'domain', 'tenantName', 'xBannerName', 'storeLocatorBrand'] as const) {
      const values = bannerDefinitions.map((definition) => definition[field]);
      expect(new Set(values).size, `${field} values repeat`).toBe(values.length);
    }
  });

  test('has exactly one default banner, greenway, listed first', () => {
    const defaults = bannerDefinitions.filter((definition) => definition.isDefault);
    expect(defaults.map((definition) => definition.id)).toEqual(['greenway']);
    expect(bannerDefinitions[0]?.id).toBe('greenway');
  });

  test("has the spec's second banner, harbor, with its own titles, company, phones and rules", () => {
    const harbor = byId('harbor');
    const greenway = byId('greenway');
    expect(harbor.membershipPlanTitles.BST).toContain('99');
    expect(harbor.membershipPlanTitles.HTEL).toContain('99');
    expect(harbor.membershipPlanTitles.BSTL).toContain('69');
    expect(harbor.membershipPlanTitles.HTPL).toContain('69');
    expect(harbor.allowsPickupInstructions).toBe(true);
    expect(harbor.showsEmailDealsOptIn).toBe(false);
    expect(harbor.companyName).not.toBe(greenway.companyName);
    expect(harbor.customerServicePhone).not.toBe(greenway.customerServicePhone);
    expect(harbor.screenReaderHelpPhone).not.toBe(greenway.screenReaderHelpPhone);
    expect(harbor.emailPreferenceOrder).not.toEqual(greenway.emailPreferenceOrder);
  });

  test('ACC-178, ACC-179: harbor lists its email preferences in the spec order, ExpressLane Offers renamed to its membership offers', () => {
    const harbor = byId('harbor');
    expect(harbor.emailPreferenceOrder).toEqual(['Join e-VIC', 'Fresh Catch', 'Fine Wines Club', 'Harbor Pass Offers']);
    expect(harbor.emailPreferenceOrder.at(-1)).toContain(harbor.membershipPlanTitles.BST.replace(/ \d+$/, ''));
  });

  test("ACC-184: the default banner's plan titles are 'Boost Essential' and 'Boost'", () => {
    const greenway = byId('greenway');
    expect(new Set(Object.values(greenway.membershipPlanTitles))).toEqual(new Set(['Boost', 'Boost Essential']));
    expect(greenway.membershipPlanTitles.BST).toBe('Boost');
    expect(greenway.membershipPlanTitles.BSTL).toBe('Boost Essential');
  });

  test('has full-capability, in-store-only (pinecrest among them) and no-capability banners', () => {
    const full = bannerDefinitions.filter((definition) => capabilityList(definition).length === 3);
    const inStoreOnly = bannerDefinitions.filter(isInStoreOnly).map((definition) => definition.id);
    const withoutCapability = bannerDefinitions.filter(hasNoCapability);
    expect(full.length).toBeGreaterThanOrEqual(20);
    expect(inStoreOnly).toContain('pinecrest');
    expect(inStoreOnly.length).toBeGreaterThanOrEqual(2);
    expect(withoutCapability.length).toBeGreaterThanOrEqual(1);
  });

  test('gas-station banners have no storefront link and no online capability', () => {
    const gasStations = bannerDefinitions.filter((definition) => definition.kind === 'gas-station');
    expect(gasStations.length).toBeGreaterThanOrEqual(1);
    for (const gasStation of gasStations) {
      expect(gasStation.hasLink, gasStation.id).toBe(false);
      expect(isInStoreOnly(gasStation) || hasNoCapability(gasStation), gasStation.id).toBe(true);
    }
  });

  test.each(bannerDefinitions.map((definition) => [definition.id, definition] as const))(
    'banner %s has a logo file whose size matches its data and the 177x101 limit',
    (id, definition) => {
      const file = new URL(definition.logo.file, logosDirectory);
      expect(existsSync(file), `${id}: ${definition.logo.file} is missing`).toBe(true);
      const attributes = svgRootAttributes(readFileSync(file, 'utf8'));
      expect(Number(attributes.width), `${id}: logo width`).toBe(definition.logo.width);
      expect(Number(attributes.height), `${id}: logo height`).toBe(definition.logo.height);
      expect(definition.logo.width).toBeLessThanOrEqual(177);
      expect(definition.logo.height).toBeLessThanOrEqual(101);
      expect(attributes.viewBox, `${id}: logo viewBox`).toBe(`0 0 ${definition.logo.width} ${definition.logo.height}`);
      expect(attributes.role, `${id}: logo role`).toBe('img');
      expect(attributes['aria-label'], `${id}: logo aria-label`).toBeTruthy();
    },
  );

  test('a broken banner yields problems naming the banner and each broken field', () => {
    const greenway = byId('greenway');
    const broken = {
      ...greenway,
      id: 'broken',
      isDefault: false,
      logo: { ...greenway.logo, width: 300 },
      theme: { color: { brand: 'green' } },
      copy: { notACopyKey: 'Hello' },
    } as BannerDefinition;
    const problems = validateCatalogue([...bannerDefinitions, broken]);
    const fields = problems.filter((problem) => problem.banner === 'broken').map((problem) => problem.field);
    expect(fields).toEqual(expect.arrayContaining(['logo.width', 'theme.color.brand', 'copy.notACopyKey']));
    expect(formatProblems(problems)).toContain('banner "broken", field "logo.width": logo is wider than 177px');
    expect(problems.every((problem) => problem.banner === 'broken')).toBe(true);
  });

  test('a second default or a repeated id is a catalogue problem', () => {
    const copy = { ...byId('harbor'), isDefault: true } as BannerDefinition;
    const problems = validateCatalogue([...bannerDefinitions, copy]);
    expect(problems.map((problem) => problem.field)).toEqual(expect.arrayContaining(['id', 'isDefault']));
  });
});

describe('banner theme stylesheets', () => {
  const baseValues = new Map(tokenEntries(baseTokens));
  /** The [variable, value] pairs where a banner differs from the base, in contract order. */
  const distinctValues = (definition: BannerDefinition) =>
    tokenEntries(resolveBanner(definition).tokens).filter(([variable, value]) => baseValues.get(variable) !== value);

  test.each(bannerDefinitions.map((definition) => [definition.id, definition] as const))(
    'banner %s ships at most 1 KB gzip, holding only its own values',
    (id, definition) => {
      const banner = resolveBanner(definition);
      const css = themeCss(banner.tokens, ':root', baseTokens);
      expect(gzipSync(css).length, `${id}: theme size in bytes gzip`).toBeLessThanOrEqual(1024);

      const declared = css
        .slice(css.indexOf('{') + 1, css.lastIndexOf('}'))
        .split(';')
        .filter(Boolean)
        .map((declaration) => {
          const colon = declaration.indexOf(':');
          return [declaration.slice(0, colon), declaration.slice(colon + 1)];
        });
      expect(declared).toEqual(distinctValues(definition));

      const ownValues = new Set(declared.map(([, value]) => value));
      for (const other of bannerDefinitions) {
        if (other.id === id) continue;
        for (const [variable, value] of distinctValues(other)) {
          if (!variable.startsWith('--aisle-color-') || ownValues.has(value)) continue;
          expect(css, `${id} holds ${other.id}'s ${variable}`).not.toContain(value);
        }
      }
    },
  );
});
