// The import rules of the house (docs/adr/0007-flow-boundaries.md): dependency-cruiser checks every
// TypeScript module against .dependency-cruiser.cjs (no import cycles, sealed flows, one-way layers, no test
// support in code that ships), and this script applies the flow and test-support rules to the `.astro` files
// dependency-cruiser cannot parse: a page, layout or Astro component reaches a flow only through that flow's
// index.ts, and never a mock or a fixture.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const packages = [
  'banner-themes/src',
  'contracts/src',
  'contracts/testing',
  'design-system/src',
  'storefront/src',
  'storefront/testing',
  'services/src',
  'frames/src',
];

const cruise = spawnSync('depcruise', ['--config', '.dependency-cruiser.cjs', '--output-type', 'err', ...packages], {
  cwd: root,
  stdio: 'inherit',
});
let failed = cruise.status !== 0;

function astroFiles(directory) {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.astro'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const storefrontSource = path.join(root, 'storefront/src');
const flowsFolder = path.join(storefrontSource, 'flows');
const testingFolder = path.join(root, 'storefront/testing');
const importPattern = /\bimport\s+(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
for (const file of astroFiles(storefrontSource)) {
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(importPattern)) {
    if (specifier === '@aisle/design-system') {
      failed = true;
      console.error(
        `  error storefront-imports-components-not-barrels: ${path.relative(root, file)} imports @aisle/design-system: import @aisle/design-system/components/<Name>`,
      );
    }
    const isTestSupport = specifier.startsWith('.')
      ? path.resolve(path.dirname(file), specifier).startsWith(testingFolder)
      : /^@aisle\/(contracts|storefront)\/testing(\/|$)/.test(specifier);
    if (isTestSupport) {
      failed = true;
      console.error(
        `  error production-code-imports-no-test-support: ${path.relative(root, file)} imports ${specifier}: mocks and fixtures are for tests and stories`,
      );
    }
    if (!specifier.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), specifier);
    const inFlows = path.relative(flowsFolder, target);
    if (inFlows.startsWith('..') || path.isAbsolute(inFlows)) continue;
    const [, ...rest] = inFlows.split(path.sep);
    // A page hydrates an island from its entry in `islands/` (an entry chunk keeps every export of its
    // module, so the flow's index.ts as an entry would ship every island of the flow to each page).
    const isIslandEntry = rest.length === 2 && rest[0] === 'islands' && /^[A-Z]\w*\.ts$/.test(rest[1] ?? '');
    if (rest.join('/') !== 'index.ts' && !isIslandEntry) {
      failed = true;
      console.error(
        `  error flows-are-sealed: ${path.relative(root, file)} imports ${specifier}: import the flow's index.ts or one of its islands/<Island>.ts`,
      );
    }
  }
}

// One API seam per flow (issue 20): inside a flow only its gateway calls the API, and screens and stores call the
// gateway, so a flow's calls are listed in one place that tests and stories can read. The gateway is
// `flows/<flow>/<flow>Gateway.ts`, or the folder `flows/<flow>/gateway/` where the flow's pages make different
// calls (one module per page or part, so a page's chunk holds its own calls only; the JS budgets), or the
// wallet's `api/` folder, with its own client rules. Elsewhere the page's client serves only to leave for
// sign-in (`api().goToSignIn()`, `api().signInUrl()`): navigation, not a call.
const clientUse = /\bapi\(\)(?!\.(?:goToSignIn|signInUrl)\()/;
for (const entry of readdirSync(flowsFolder, { withFileTypes: true, recursive: true })) {
  if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.(test|spec|stories)\.tsx?$/.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const [flow, ...rest] = path.relative(flowsFolder, file).split(path.sep);
  const isGateway =
    rest.join('/') === `${flow}Gateway.ts` ||
    (rest.length === 2 && rest[0] === 'gateway') ||
    (flow === 'wallet' && rest[0] === 'api');
  if (!isGateway && clientUse.test(readFileSync(file, 'utf8'))) {
    failed = true;
    console.error(
      `  error flows-call-through-their-gateway: ${path.relative(root, file)} uses api(): call the API in flows/${flow}/${flow}Gateway.ts or flows/${flow}/gateway/`,
    );
  }
}

if (failed) process.exit(1);
console.log(
  'imports: no cycles, flows sealed, layers one way, no test support in src, one API gateway per flow (dependency-cruiser and this script)',
);
