/**
 * Product images of our own: a flat drawing per department, tinted per product, as SVG.
 * No text (the name is always shown beside the image), no scripts, no external references.
 */

type Drawing = (main: string, accent: string, light: string) => string;

const outline = 'stroke="#1f2a30" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"';

const drawings: Record<string, Drawing> = {
  produce: (main, accent) =>
    `<path d="M200 120c-30-26-92-24-112 30-22 60 20 150 70 150 20 0 26-10 42-10s22 10 42 10c50 0 92-90 70-150-20-54-82-56-112-30z" fill="${main}" ${outline}/>` +
    `<path d="M200 120c0-26 8-44 22-56" fill="none" ${outline}/>` +
    `<path d="M214 92c20-30 56-34 72-26-10 26-40 40-72 26z" fill="${accent}" ${outline}/>`,
  'dairy-eggs': (main, accent, light) =>
    `<path d="M140 130l30-50h60l30 50z" fill="${light}" ${outline}/>` +
    `<rect x="140" y="130" width="120" height="190" rx="6" fill="${light}" ${outline}/>` +
    `<rect x="140" y="180" width="120" height="80" fill="${main}" ${outline}/>` +
    `<circle cx="200" cy="220" r="22" fill="${accent}" ${outline}/>`,
  'meat-seafood': (main, accent, light) =>
    `<path d="M90 200c40-70 150-80 210 0-60 80-170 70-210 0z" fill="${main}" ${outline}/>` +
    `<path d="M296 200l50-44v88z" fill="${accent}" ${outline}/>` +
    `<circle cx="138" cy="188" r="10" fill="${light}" ${outline}/>` +
    `<path d="M180 170c14 18 14 42 0 60M214 166c14 20 14 48 0 68" fill="none" ${outline}/>`,
  bakery: (main, accent) =>
    `<path d="M86 250v-60c0-60 60-90 114-90s114 30 114 90v60c0 20-10 30-30 30H116c-20 0-30-10-30-30z" fill="${main}" ${outline}/>` +
    `<path d="M140 150l24 40M190 140l24 40M240 150l24 40" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>`,
  deli: (main, accent, light) =>
    `<path d="M90 260h220l-30 40H120z" fill="${main}" ${outline}/>` +
    `<path d="M84 240c40-14 80 14 116 0s76-14 116 0v20H84z" fill="${accent}" ${outline}/>` +
    `<path d="M90 230l110-120 110 120z" fill="${light}" ${outline}/>`,
  pantry: (main, accent, light) =>
    `<rect x="120" y="100" width="160" height="210" rx="14" fill="${light}" ${outline}/>` +
    `<rect x="120" y="150" width="160" height="110" fill="${main}" ${outline}/>` +
    `<ellipse cx="200" cy="205" rx="36" ry="26" fill="${accent}" ${outline}/>` +
    `<path d="M128 118h144M128 292h144" fill="none" ${outline}/>`,
  breakfast: (main, accent, light) =>
    `<path d="M80 190h240c0 70-50 120-120 120S80 260 80 190z" fill="${main}" ${outline}/>` +
    `<ellipse cx="200" cy="190" rx="120" ry="22" fill="${light}" ${outline}/>` +
    `<circle cx="160" cy="184" r="12" fill="${accent}"/><circle cx="200" cy="192" r="12" fill="${accent}"/><circle cx="240" cy="182" r="12" fill="${accent}"/>` +
    `<path d="M260 176l60-90" fill="none" ${outline}/>`,
  frozen: (main, accent) =>
    `<circle cx="200" cy="200" r="120" fill="${main}" ${outline}/>` +
    `<g stroke="${accent}" stroke-width="12" stroke-linecap="round" fill="none">` +
    `<path d="M200 110v180M122 155l156 90M122 245l156-90"/>` +
    `<path d="M180 125l20 18 20-18M180 275l20-18 20 18"/></g>`,
  beverages: (main, accent, light) =>
    `<path d="M176 80h48v40c0 20 36 30 36 70v110c0 14-10 24-24 24h-72c-14 0-24-10-24-24V190c0-40 36-50 36-70z" fill="${light}" ${outline}/>` +
    `<rect x="140" y="200" width="120" height="70" fill="${main}" ${outline}/>` +
    `<rect x="172" y="64" width="56" height="22" rx="4" fill="${accent}" ${outline}/>`,
  snacks: (main, accent, light) =>
    `<path d="M110 100l15 12 15-12 15 12 15-12 15 12 15-12 15 12 15-12 15 12 15-12 15 12 15-12v200l-15-12-15 12-15-12-15 12-15-12-15 12-15-12-15 12-15-12-15 12-15-12-15 12z" fill="${main}" ${outline}/>` +
    `<ellipse cx="200" cy="200" rx="56" ry="44" fill="${light}" ${outline}/>` +
    `<path d="M174 196c10-14 42-14 52 0" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>`,
  'beer-wine-spirits': (main, accent, light) =>
    `<path d="M140 80h120c0 90-20 130-60 130s-60-40-60-130z" fill="${light}" ${outline}/>` +
    `<path d="M146 130h108c-4 50-22 74-54 74s-50-24-54-74z" fill="${main}"/>` +
    `<path d="M200 210v80M150 300h100" fill="none" ${outline}/>` +
    `<circle cx="232" cy="110" r="8" fill="${accent}"/>`,
  household: (main, accent, light) =>
    `<path d="M150 150h90l10 40v110c0 12-8 20-20 20h-70c-12 0-20-8-20-20V190z" fill="${main}" ${outline}/>` +
    `<path d="M160 150v-40h70l40 20-10 20h-30v0z" fill="${light}" ${outline}/>` +
    `<rect x="160" y="220" width="70" height="50" rx="8" fill="${accent}" ${outline}/>`,
  'personal-care': (main, accent, light) =>
    `<rect x="150" y="150" width="100" height="170" rx="20" fill="${main}" ${outline}/>` +
    `<path d="M180 150v-40h40v40M200 110V82h50" fill="none" ${outline}/>` +
    `<rect x="166" y="200" width="68" height="70" rx="10" fill="${light}" ${outline}/>` +
    `<circle cx="200" cy="235" r="14" fill="${accent}"/>`,
  baby: (main, accent, light) =>
    `<path d="M186 70c0-10 28-10 28 0v40h-28z" fill="${accent}" ${outline}/>` +
    `<rect x="160" y="106" width="80" height="26" rx="8" fill="${main}" ${outline}/>` +
    `<rect x="150" y="132" width="100" height="188" rx="34" fill="${light}" ${outline}/>` +
    `<path d="M150 190h40M150 230h40M150 270h40" fill="none" stroke="${main}" stroke-width="8" stroke-linecap="round"/>`,
};

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

export type ProductImageInput = { gtin13: string; departmentId: string };

export function productImageSvg(product: ProductImageInput): string {
  const variant = Number(product.gtin13.slice(-4, -1)) % 7;
  const hue = ((departmentHues[product.departmentId] ?? 140) + (variant - 3) * 9 + 360) % 360;
  const main = `hsl(${hue} 62% 52%)`;
  const accent = `hsl(${(hue + 140) % 360} 48% 40%)`;
  const light = `hsl(${hue} 70% 94%)`;
  const background = `hsl(${hue} 45% 97%)`;
  const draw = drawings[product.departmentId] ?? drawings.pantry;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" aria-hidden="true">` +
    `<rect width="400" height="400" rx="24" fill="${background}"/>` +
    `<ellipse cx="200" cy="330" rx="130" ry="16" fill="hsl(${hue} 20% 88%)"/>` +
    (draw as Drawing)(main, accent, light) +
    `</svg>`
  );
}
