import { iconWord, productIconNames, productIconWords } from '../seed/catalogue.ts';
import { departmentIconNames, unknownDepartmentIconName } from './departmentIcons.ts';
import { type ProductIcon, productIcons } from './productIcons.generated.ts';

/**
 * Product images as SVG: the product's own icon (Fluent Emoji Flat, see productIcons.generated.ts) on a
 * rounded tile tinted per product, above a ground shadow. No text (the name is always shown beside the
 * image), no scripts, no external references; the same GTIN-13 always gives the same bytes.
 * The generated module holds only the icons in use (about 140 KB of source, ~10 ms to load at start);
 * the whole icon set (8.6 MB) is read only by the generator.
 */

/** A product's GTIN-13 and department; its name finds a fitting icon for a product without its own. */
export type ProductImageInput = { gtin13: string; departmentId: string; name?: string };

/** Base hue per department; products within one vary a little around it. */
const departmentHues: Record<string, number> = {
  produce: 8,
  'dairy-eggs': 205,
  'meat-seafood': 350,
  bakery: 32,
  deli: 95,
  pantry: 20,
  breakfast: 45,
  frozen: 195,
  beverages: 175,
  snacks: 48,
  'beer-wine-spirits': 330,
  household: 265,
  'personal-care': 290,
  baby: 215,
};

const tileSize = 400;
/** The icon's box: about 60% of the tile, centred, standing on the shadow. */
const iconSize = 240;
const iconTop = 72;

const departmentIcons: Readonly<Record<string, string | undefined>> = departmentIconNames;
let iconNameByGtin: ReadonlyMap<string, string> | undefined;
let iconsByWord: ReturnType<typeof productIconWords> | undefined;

/**
 * The product's icon: a seeded product's own; for another (a generated catalogue's 'Larder & Co. Dark Roast
 * Ground Coffee'), the icon of the seeded product whose name ends in the same word (coffee), else shares a
 * word with it, looking from the name's last word back; else its department's.
 */
export function productIconName(product: ProductImageInput): string {
  iconNameByGtin ??= productIconNames();
  const own = iconNameByGtin.get(product.gtin13);
  if (own) return own;
  iconsByWord ??= productIconWords();
  const words = (product.name ?? '').split(/\s+/).map(iconWord).reverse();
  for (const word of words) {
    const icon = iconsByWord.heads.get(word) ?? iconsByWord.words.get(word);
    if (icon) return icon;
  }
  return departmentIcons[product.departmentId] ?? unknownDepartmentIconName;
}

export function productImageSvg(product: ProductImageInput): string {
  const variant = Number(product.gtin13.slice(-4, -1)) % 7;
  const hue = ((departmentHues[product.departmentId] ?? 140) + (variant - 3) * 9 + 360) % 360;
  return iconTileSvg(productIconName(product), hue);
}

/**
 * A department's picture (the home page's departments, issue 22): the department's own icon on a tile of
 * the department's hue, drawn as the products' are; null for a department the catalogue does not know.
 */
export function departmentImageSvg(departmentId: string): string | null {
  const iconName = departmentIcons[departmentId];
  const hue = departmentHues[departmentId];
  return iconName === undefined || hue === undefined ? null : iconTileSvg(iconName, hue);
}

function iconTileSvg(iconName: string, hue: number): string {
  const icon = productIcons[iconName] ?? (productIcons[unknownDepartmentIconName] as ProductIcon);
  const background = `hsl(${hue} 45% 97%)`;
  const shadow = `hsl(${hue} 20% 88%)`;
  const iconLeft = (tileSize - iconSize) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${tileSize} ${tileSize}" width="${tileSize}" height="${tileSize}" aria-hidden="true">` +
    `<rect width="${tileSize}" height="${tileSize}" rx="24" fill="${background}"/>` +
    `<ellipse cx="200" cy="322" rx="120" ry="16" fill="${shadow}"/>` +
    `<svg x="${iconLeft}" y="${iconTop}" width="${iconSize}" height="${iconSize}" viewBox="${icon.viewBox}">${icon.body}</svg>` +
    `</svg>`
  );
}
