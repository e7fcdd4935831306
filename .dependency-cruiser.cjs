/*
 * The house's import rules (docs/adr/0007-flow-boundaries.md), checked by `npm test` (scripts/check-imports.mjs).
 * Arrows point one way: banner-themes and contracts import nothing of ours; the design system only the
 * banner catalogue; services never the storefront; a flow reaches another flow only through its index.ts;
 * no module under a package's src/ but a test imports test support (contracts/testing, storefront/testing).
 * `.astro` files are not parsed by dependency-cruiser: scripts/check-imports.mjs applies the flow rule to them.
 */
const testFile = '\\.(test|spec|stories)\\.tsx?$';

/** What each package may import of ours (docs/adr/0007-flow-boundaries.md; stories and tests are free). */
const mayImport = {
  'banner-themes': [],
  contracts: [],
  'design-system': ['banner-themes'],
  services: ['contracts', 'banner-themes'],
  storefront: ['design-system', 'banner-themes', 'contracts'],
  // The capture frames: their own origin, their own build; the capture rules and messages only.
  frames: ['contracts'],
};
const packages = [...Object.keys(mayImport), 'stories', 'tests'];

function packageArrows() {
  return Object.entries(mayImport).map(([name, allowed]) => ({
    name: `${name}-imports-only-${allowed.join('-') || 'nothing-of-ours'}`,
    severity: 'error',
    from: { path: `^${name}/src/` },
    to: { path: `^(${packages.filter((other) => other !== name && !allowed.includes(other)).join('|')})/` },
  }));
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-import-cycles',
      comment: 'An import loop makes load order matter and hides which module owns what: split the shared part out.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'flows-are-sealed',
      comment: "A flow imports another flow only through that flow's index.ts (its public API).",
      severity: 'error',
      from: { path: '^storefront/src/flows/([^/]+)/', pathNot: testFile },
      to: {
        path: '^storefront/src/flows/[^/]+/',
        pathNot: ['^storefront/src/flows/$1/', '^storefront/src/flows/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'flows-import-lib-not-pages',
      comment:
        'A flow builds on lib, shared styles, the design system, contracts and banner-themes; never on pages, layouts or Astro components.',
      severity: 'error',
      from: { path: '^storefront/src/flows/', pathNot: testFile },
      to: { path: '^storefront/src/(pages|layouts|components|scripts)/' },
    },
    {
      name: 'lib-below-flows',
      comment: 'lib holds what flows share (stores, API client, copy pickers); it never reaches up into a flow.',
      severity: 'error',
      from: { path: '^storefront/src/lib/', pathNot: testFile },
      to: { path: '^storefront/src/flows/' },
    },
    {
      name: 'production-code-imports-no-test-support',
      comment:
        'Mocks and fixtures live outside src/ (@aisle/contracts/testing, storefront/testing/) for unit tests and stories; code that ships never imports them.',
      severity: 'error',
      from: { path: '^[^/]+/src/', pathNot: testFile },
      to: { path: '^(contracts|storefront)/testing/' },
    },
    {
      name: 'storefront-imports-components-not-barrels',
      comment:
        'The storefront imports each design-system component by its own path (@aisle/design-system/components/X). Through a barrel, Astro links the styles of every component any island uses into every page that imports the barrel (render-blocking CSS budget, docs/adr/0006-performance-budgets.md).',
      severity: 'error',
      from: { path: '^storefront/src/' },
      to: { path: '^design-system/src/(index|primitives|overlays|page|commerce|domain)\\.ts$' },
    },
    {
      name: 'services-handlers-are-thin',
      comment:
        'An HTTP handler imports no other handler: what two resources share lives in a domain folder (services/src/<resource>/, docs/adr/0008-services-domain-layer.md).',
      severity: 'error',
      from: { path: '^services/src/http/handlers/([^/]+)\\.ts$' },
      to: { path: '^services/src/http/handlers/', pathNot: '^services/src/http/handlers/$1\\.ts$' },
    },
    {
      name: 'services-domain-below-http',
      comment:
        'The domain (services/src/<resource>/, geo, errors, banners, db, seed) never imports the HTTP layer; only the server wires them together.',
      severity: 'error',
      from: { path: '^services/src/', pathNot: '^services/src/(http/|server\\.ts$|index\\.ts$|main\\.ts$|run\\.ts$)' },
      to: { path: '^services/src/http/' },
    },
    ...packageArrows(),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/|storybook-static|\\.astro/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
