/**
 * Writes src/catalogue/productIcons.generated.ts: the Fluent Emoji Flat icons the catalogue uses, read
 * once from the installed icon set. Then redraws the stories' copies of product images
 * (stories/public/products/<gtin13>.svg) so they match what the server serves.
 *
 *   pnpm --filter @aisle/services run generate:icons
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  type IconifySet,
  type IconSetPackage,
  renderProductIconsModule,
  usedIconNames,
} from '../src/catalogue/productIconsModule.ts';

const require = createRequire(import.meta.url);
const iconSetName = '@iconify-json/fluent-emoji-flat';
const iconPackage: IconSetPackage = JSON.parse(readFileSync(require.resolve(`${iconSetName}/package.json`), 'utf8'));
const iconSet: IconifySet = JSON.parse(readFileSync(require.resolve(`${iconSetName}/icons.json`), 'utf8'));

const names = usedIconNames();
const modulePath = fileURLToPath(new URL('../src/catalogue/productIcons.generated.ts', import.meta.url));
writeFileSync(modulePath, renderProductIconsModule(iconSet, iconPackage, names));
console.log(`${names.length} icons from ${iconPackage.name} ${iconPackage.version} written to ${modulePath}`);

// Imported only now, so that it draws with the module just written.
const { productImageSvg } = await import('../src/catalogue/productImage.ts');
const { productSeed } = await import('../src/seed/catalogue.ts');
const storiesImagesDirectory = fileURLToPath(new URL('../../stories/public/products/', import.meta.url));
const productsByGtin = new Map(productSeed().map((product) => [product.gtin13, product]));
const storyImages = readdirSync(storiesImagesDirectory).filter((file) => file.endsWith('.svg'));
for (const file of storyImages) {
  const product = productsByGtin.get(file.replace(/\.svg$/, ''));
  if (!product) throw new Error(`${file} in ${storiesImagesDirectory} is no seeded product's GTIN-13.`);
  writeFileSync(`${storiesImagesDirectory}${file}`, productImageSvg(product));
}
console.log(`${storyImages.length} story product images redrawn in ${storiesImagesDirectory}`);

// The API's image addresses that story fixtures answer with (/api/products/<gtin13>/image.svg); a GTIN the
// seed does not have (a fixture's own) is drawn with the pantry's icon.
const storiesApiImagesDirectory = fileURLToPath(new URL('../../stories/public/api/products/', import.meta.url));
const apiImageGtins = readdirSync(storiesApiImagesDirectory);
for (const gtin13 of apiImageGtins) {
  const product = productsByGtin.get(gtin13) ?? { gtin13, departmentId: 'pantry' };
  writeFileSync(`${storiesApiImagesDirectory}${gtin13}/image.svg`, productImageSvg(product));
}
console.log(`${apiImageGtins.length} story API product images redrawn in ${storiesApiImagesDirectory}`);

// The departments' pictures (/api/departments/<id>/image.svg) that the home page's catalogue stories show.
const { departmentImageSvg } = await import('../src/catalogue/productImage.ts');
const { departmentIconNames } = await import('../src/catalogue/departmentIcons.ts');
const storiesDepartmentsDirectory = fileURLToPath(new URL('../../stories/public/api/departments/', import.meta.url));
for (const departmentId of Object.keys(departmentIconNames)) {
  mkdirSync(`${storiesDepartmentsDirectory}${departmentId}`, { recursive: true });
  writeFileSync(`${storiesDepartmentsDirectory}${departmentId}/image.svg`, departmentImageSvg(departmentId) ?? '');
}
console.log(
  `${Object.keys(departmentIconNames).length} story department pictures drawn in ${storiesDepartmentsDirectory}`,
);
