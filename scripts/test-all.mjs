// The whole suite, in the order a failure is cheapest to find. Runs under the Node 24 that pnpm provides.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint and format (Biome)', 'pnpm', ['exec', 'biome', 'check', '.']],
  [
    'import rules: no cycles, sealed flows, one-way layers (dependency-cruiser)',
    'pnpm',
    ['exec', 'node', 'scripts/check-imports.mjs'],
  ],
  ['types', 'pnpm', ['run', '--silent', 'typecheck']],
  ['banner catalogue build (validation, themes, DTCG)', 'pnpm', ['--filter', '@aisle/banner-themes', 'run', 'build']],
  // Before the stories: their wallet and checkout stories embed the real frames (stories/.storybook/captureOrigin.ts).
  ['card-capture frames build (their own origin)', 'pnpm', ['--filter', '@aisle/frames', 'run', 'build']],
  ['unit, component and API tests (vitest: Node, Chromium, PGlite and PostgreSQL)', 'pnpm', ['exec', 'vitest', 'run']],
  ['static Storybook build', 'pnpm', ['--filter', '@aisle/stories', 'run', 'build-storybook']],
  [
    'every story: play, axe and visual regression (Playwright, Chromium)',
    'pnpm',
    ['--filter', '@aisle/tests', 'run', 'visual'],
  ],
  ['storefront build (every banner, one Astro build)', 'pnpm', ['--filter', '@aisle/storefront', 'run', 'build']],
  [
    'end-to-end tests against the production build and the real server',
    'pnpm',
    ['--filter', '@aisle/tests', 'run', 'e2e'],
  ],
];

const started = Date.now();
let passed = 0;
let failed = 0;
for (const [name, command, args] of steps) {
  const stepStart = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`✔ ${name} (${seconds} s)`);
  } else {
    failed += 1;
    console.log(`✘ ${name} (${seconds} s, exit ${result.status})`);
    break;
  }
}
console.log(`\nsuite: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
