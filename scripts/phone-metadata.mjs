// Writes design-system/src/format/phoneMetadata.nanp.json: libphonenumber-js's 'min' metadata cut down to
// calling code +1, the North American Numbering Plan the storefront's US phone numbers belong to (the
// United States, Canada and the Caribbean countries that share it: a number is valid as the whole library
// says). The whole file is 83 KB raw (about 30 KB gzip in a page's first JS); +1 is about a tenth. Run it after upgrading
// libphonenumber-js: `node scripts/phone-metadata.mjs`. design-system/src/format/phone.test.ts fails
// while the committed file differs from what this script would write.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'design-system', 'package.json'));

/** The +1 metadata, from the installed library's own file. */
export function nanpPhoneMetadata() {
  const metadata = require('libphonenumber-js/metadata.min.json');
  const countries = metadata.country_calling_codes['1'];
  return {
    version: metadata.version,
    country_calling_codes: { 1: countries },
    countries: Object.fromEntries(countries.map((country) => [country, metadata.countries[country]])),
    nonGeographic: {},
  };
}

export const target = join(root, 'design-system', 'src', 'format', 'phoneMetadata.nanp.json');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(target, `${JSON.stringify(nanpPhoneMetadata())}\n`);
  console.log(`wrote ${target}`);
}
