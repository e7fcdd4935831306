// The whole suite, in the order a failure is cheapest to find. Runs under the Node 24 that pnpm provides.
import { spawn } from 'node:child_process';

/** @typedef {[name: string, command: string, args: string[]]} Step */

const banners = /** @type {Step} */ ([
  'banner catalogue build (validation, themes, DTCG)',
  'pnpm',
  ['--filter', '@aisle/banner-themes', 'run', 'build'],
]);

/**
 * Steps in order; an inner array is a set of chains that run at the same time, each chain's steps one after
 * another. The type check and the builds use one core each (tsc, Vite's bundling) where the test steps use
 * both, so on a two-core machine they share the cores instead of leaving one idle for about 90 s. A chain's
 * output is printed whole, once it ends, so the log reads as if they had run one after another.
 * @type {Array<Step | Step[][]>}
 */
const steps = [
  ['lint and format (Biome)', 'pnpm', ['exec', 'biome', 'check', '.']],
  [
    'import rules: no cycles, sealed flows, one-way layers (dependency-cruiser)',
    'pnpm',
    ['exec', 'node', 'scripts/check-imports.mjs'],
  ],
  [
    [['types', 'pnpm', ['run', '--silent', 'typecheck']]],
    [
      banners,
      ['static Storybook build', 'pnpm', ['--filter', '@aisle/stories', 'run', 'build-storybook']],
      ['storefront build (every banner, one Astro build)', 'pnpm', ['--filter', '@aisle/storefront', 'run', 'build']],
      ['card-capture frames build (their own origin)', 'pnpm', ['--filter', '@aisle/frames', 'run', 'build']],
    ],
  ],
  ['unit, component and API tests (vitest: Node, Chromium, PGlite and PostgreSQL)', 'pnpm', ['exec', 'vitest', 'run']],
  [
    'every story: play, axe and visual regression (Playwright, Chromium)',
    'pnpm',
    ['--filter', '@aisle/tests', 'run', 'visual'],
  ],
  [
    'end-to-end tests against the production build and the real server',
    'pnpm',
    ['--filter', '@aisle/tests', 'run', 'e2e'],
  ],
];

const env = { ...process.env, FORCE_COLOR: '0' };

/**
 * Runs one step; `write` gets its output (the terminal's, or a chain's buffer). Resolves with whether it
 * passed and prints the step's ✔ or ✘ line with its time.
 * @param {Step} step
 * @param {(text: string) => void} write
 */
function run([name, command, args], write) {
  const stepStart = Date.now();
  write(`\n▶ ${name}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => write(chunk.toString()));
    child.stderr.on('data', (chunk) => write(chunk.toString()));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
      const passed = code === 0;
      write(passed ? `✔ ${name} (${seconds} s)\n` : `✘ ${name} (${seconds} s, exit ${code ?? signal})\n`);
      resolve(passed);
    });
  });
}

/**
 * A chain's steps one after another, until one fails.
 * @param {Step[]} chain
 * @param {(text: string) => void} write
 */
async function runChain(chain, write) {
  let passed = 0;
  for (const step of chain) {
    if (!(await run(step, write))) return { passed, failed: 1 };
    passed += 1;
  }
  return { passed, failed: 0 };
}

const started = Date.now();
let passed = 0;
let failed = 0;
const toTerminal = (/** @type {string} */ text) => process.stdout.write(text);
for (const step of steps) {
  if (typeof step[0] === 'string') {
    const result = await runChain([/** @type {Step} */ (step)], toTerminal);
    passed += result.passed;
    failed += result.failed;
  } else {
    const chains = /** @type {Step[][]} */ (step);
    const outputs = chains.map(() => /** @type {string[]} */ ([]));
    const results = await Promise.all(
      chains.map((chain, index) => runChain(chain, (text) => outputs[index].push(text))),
    );
    for (const output of outputs) process.stdout.write(output.join(''));
    for (const result of results) {
      passed += result.passed;
      failed += result.failed;
    }
  }
  if (failed > 0) break;
}
console.log(`\nsuite: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
