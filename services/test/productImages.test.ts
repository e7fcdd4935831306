import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { departmentIconNames, unknownDepartmentIconName } from '../src/catalogue/departmentIcons.ts';
import { productIcons } from '../src/catalogue/productIcons.generated.ts';
import { type IconifySet, renderProductIconsModule, usedIconNames } from '../src/catalogue/productIconsModule.ts';
import { departmentImageSvg, productIconName, productImageSvg } from '../src/catalogue/productImage.ts';
import { departmentSeed, iconWord, productIconNames, productSeed } from '../src/seed/catalogue.ts';

const products = productSeed();
const require = createRequire(import.meta.url);

function productNamed(name: string) {
  const product = products.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`No seeded product is named ${name}`);
  return product;
}

/**
 * A small XML well-formedness check: one root <svg>, every tag closed in order, nothing after the root.
 * (No XML parser is a dependency of the services; the images only use plain elements and attributes.)
 */
function wellFormednessProblem(svg: string): string | undefined {
  const open: string[] = [];
  let rootClosedAt = -1;
  let position = 0;
  for (const match of svg.matchAll(/<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<|>/g)) {
    if (match.index !== position && (rootClosedAt >= 0 || open.length === 0)) return `text outside the root`;
    position = match.index + match[0].length;
    const [token, closing, name, , selfClosing] = match;
    if (token === '<' || token === '>') return `stray "${token}" at ${match.index}`;
    if (rootClosedAt >= 0) return `<${name}> after the root element`;
    if (closing) {
      if (open.pop() !== name) return `</${name}> closes the wrong element`;
      if (open.length === 0) rootClosedAt = match.index;
    } else if (!selfClosing) {
      if (open.length === 0 && name !== 'svg') return `root element is <${name}>`;
      open.push(name as string);
    } else if (open.length === 0) return `root element <${name}/> is empty`;
  }
  if (open.length > 0) return `<${open.at(-1)}> is never closed`;
  if (position !== svg.length) return 'text after the root';
  return undefined;
}

describe('product images', () => {
  it('gives every seeded product its own icon from the generated module', () => {
    const iconNames = productIconNames();
    expect(products.length).toBeGreaterThanOrEqual(150);
    expect(iconNames.size).toBe(products.length);
    for (const product of products) {
      const iconName = iconNames.get(product.gtin13);
      expect(productIconName(product), product.name).toBe(iconName);
      expect(Object.keys(productIcons), product.name).toContain(iconName);
    }
  });

  it('shows the product itself, not its department', () => {
    expect(productIconName(productNamed('Bananas'))).toBe('banana');
    expect(productIconName(productNamed('Honeycrisp Apples'))).toBe('red-apple');
    expect(productIconName(productNamed('Whole Milk'))).toBe('glass-of-milk');
    expect(productIconName(productNamed('Lager'))).toBe('beer-mug');
    expect(productIconName(productNamed('Sourdough Loaf'))).toBe('bread');
    expect(productIconName(productNamed('Atlantic Salmon Fillet'))).toBe('fish');
    expect(productImageSvg(productNamed('Bananas'))).not.toBe(productImageSvg(productNamed('Honeycrisp Apples')));
    expect(productImageSvg(productNamed('Cola'))).not.toBe(productImageSvg(productNamed('Apple Juice')));
  });

  it('falls back to the department icon, then to a shopping cart, for products the seed does not know', () => {
    const stranger = { gtin13: '0000000000000', departmentId: 'bakery' };
    expect(productIconName(stranger)).toBe(departmentIconNames.bakery);
    expect(productImageSvg(stranger)).toContain(productIcons[departmentIconNames.bakery]?.body);
    const lost = { gtin13: '0000000000000', departmentId: 'garden' };
    expect(productIconName(lost)).toBe(unknownDepartmentIconName);
    expect(productImageSvg(lost)).toContain(productIcons[unknownDepartmentIconName]?.body);
    for (const department of departmentSeed) expect(productIcons).toHaveProperty([departmentIconNames[department.id]]);
  });

  it('draws every product as one well-formed SVG with no text, script or external reference', () => {
    for (const product of products) {
      const svg = productImageSvg(product);
      expect(wellFormednessProblem(svg), product.name).toBeUndefined();
      expect(svg, product.name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 400"/);
      expect(svg.match(/^<svg [^>]*>/)?.[0], product.name).toContain('aria-hidden="true"');
      expect(svg, product.name).not.toMatch(/<script|<text|<foreignObject|<image|<a[\s>]|\son\w+=|href=|url\(|\sid=/i);
    }
  });

  it('finds malformed SVG (the check itself can fail)', () => {
    expect(wellFormednessProblem('<svg><g></svg>')).toBeDefined();
    expect(wellFormednessProblem('<svg></svg><svg></svg>')).toBeDefined();
    expect(wellFormednessProblem('<svg><path d="M0 0"/>')).toBeDefined();
    expect(wellFormednessProblem('<svg><path d="M0 0" / ></svg>')).toBeDefined();
    expect(wellFormednessProblem('<svg><path d="M0 0"/></svg>')).toBeUndefined();
  });

  it('centres the icon at 60% of the rounded, tinted tile, above the ground shadow', () => {
    const svg = productImageSvg(productNamed('Bananas'));
    expect(svg).toMatch(/<rect width="400" height="400" rx="24" fill="hsl\(\d+ 45% 97%\)"\/>/);
    expect(svg).toMatch(/<ellipse cx="200" cy="\d+" rx="\d+" ry="\d+" fill="hsl\(/);
    const iconBox = svg.match(/<svg x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)" viewBox="0 0 32 32">/);
    expect(iconBox).not.toBeNull();
    const [x, y, width, height] = (iconBox as RegExpMatchArray).slice(1).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    expect(width / 400).toBe(0.6);
    expect(height).toBe(width);
    expect(x + width / 2).toBe(200);
    expect(Math.abs(y + height / 2 - 200)).toBeLessThanOrEqual(20);
  });

  it('draws the same bytes for the same GTIN-13 and tints products of one department differently', () => {
    const milk = productNamed('Whole Milk');
    expect(productImageSvg({ ...milk })).toBe(productImageSvg(milk));
    const dairy = products.filter((product) => product.departmentId === 'dairy-eggs');
    const tints = new Set(dairy.map((product) => productImageSvg(product).match(/fill="(hsl[^"]+)"/)?.[1]));
    expect(tints.size).toBeGreaterThan(1);
  });

  it('keeps the generated module in step with the seed and the installed icon set', () => {
    expect(Object.keys(productIcons).sort()).toEqual(usedIconNames());
    const iconSetName = '@iconify-json/fluent-emoji-flat';
    const iconSet: IconifySet = JSON.parse(readFileSync(require.resolve(`${iconSetName}/icons.json`), 'utf8'));
    const iconPackage = JSON.parse(readFileSync(require.resolve(`${iconSetName}/package.json`), 'utf8'));
    const onDisk = readFileSync(new URL('../src/catalogue/productIcons.generated.ts', import.meta.url), 'utf8');
    // If this fails: pnpm --filter @aisle/services run generate:icons
    expect(renderProductIconsModule(iconSet, iconPackage, usedIconNames())).toBe(onDisk);
    expect(onDisk).toContain(`${iconSetName} ${iconPackage.version}`);
    expect(onDisk).toContain('licence MIT');
  });

  it('never reads the whole icon set from server code', () => {
    const sourceDirectory = fileURLToPath(new URL('../src/', import.meta.url));
    const sources = readdirSync(sourceDirectory, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    );
    const readers = sources.filter((file) =>
      readFileSync(`${sourceDirectory}${file}`, 'utf8').includes('fluent-emoji-flat/icons.json'),
    );
    expect(readers).toEqual([]);
  });

  it("keeps the stories' copies of the departments' pictures identical to what the server draws", () => {
    const directory = new URL('../../stories/public/api/departments/', import.meta.url);
    const drawn = readdirSync(directory);
    expect(drawn.sort()).toEqual(Object.keys(departmentIconNames).sort());
    for (const departmentId of drawn) {
      expect(readFileSync(new URL(`${departmentId}/image.svg`, directory), 'utf8'), departmentId).toBe(
        departmentImageSvg(departmentId),
      );
    }
  });

  it("keeps the stories' copies of product images identical to what the server draws", () => {
    const directory = new URL('../../stories/public/products/', import.meta.url);
    const files = readdirSync(directory).filter((file) => file.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const product = products.find((candidate) => `${candidate.gtin13}.svg` === file);
      expect(product, file).toBeDefined();
      expect(readFileSync(new URL(file, directory), 'utf8'), file).toBe(
        productImageSvg(product as (typeof products)[0]),
      );
    }
  });
});

describe("a generated catalogue's product pictures (ADR 0028)", () => {
  it('compare the singular of each word', () => {
    expect(['Apples', 'peaches', 'Tomatoes', 'berries', 'Beans', 'hummus', 'glass', 'oats'].map(iconWord)).toEqual([
      'apple',
      'peach',
      'tomato',
      'berry',
      'bean',
      'hummus',
      'glass',
      'oats',
    ]);
  });

  it("take the icon of the seeded product whose name ends in the same word, else the department's", () => {
    expect(
      productIconName({ gtin13: '0860340000135', departmentId: 'pantry', name: 'Heartland Foods Pinto Beans' }),
    ).toBe('beans');
    expect(
      productIconName({ gtin13: '0860340000142', departmentId: 'frozen', name: 'Polar Peak Garlic Texas Toast' }),
    ).toBe(departmentIconNames.frozen);
    // A seeded product keeps its own icon whatever its name says.
    const beans = productNamed('Black Beans');
    expect(productIconName({ ...beans, name: 'Something Else Entirely' })).toBe('beans');
  });
});
