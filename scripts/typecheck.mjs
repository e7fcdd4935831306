// Type-checks every package, two at a time (`pnpm run typecheck`): tsc is single-threaded, and one after
// another the eight checks took 65 s on this 2-core machine. Prints each package's errors, in order.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

// Largest first, so the two lanes end together.
const packages = [
  'stories',
  'storefront',
  'services',
  'design-system',
  'tests',
  'frames',
  'contracts',
  'banner-themes',
];
const concurrency = Math.max(1, Math.min(2, availableParallelism()));

function check(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('tsc', ['--noEmit', '-p', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ name, code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const queue = [...packages];
const results = [];
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (queue.length > 0) {
      const name = queue.shift();
      results.push(await check(name));
    }
  }),
);
let failed = 0;
for (const name of packages) {
  const result = results.find((entry) => entry.name === name);
  if (result.code !== 0) {
    failed += 1;
    process.stdout.write(`✘ ${name} (${result.seconds.toFixed(1)} s)\n${result.output}\n`);
  } else {
    process.stdout.write(`✔ ${name} (${result.seconds.toFixed(1)} s)\n`);
  }
}
process.exit(failed === 0 ? 0 : 1);
