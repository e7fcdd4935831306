// `npm run album`: walks the journeys (tests/e2e/journeys/) on the production build and the real server,
// every banner and width they name, photographs each step (tests/e2e/support/album.ts) and writes one page,
// tests/album/index.html, with the steps in journey order and the variants side by side. The storefront
// and the frames must be built (`npm run album` builds them first). Plain Node ESM, built-ins only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const albumDir = join(root, 'tests', 'album');
rmSync(albumDir, { recursive: true, force: true });
mkdirSync(albumDir, { recursive: true });

// pnpm is on the PATH under `npm run album`; run by hand, the project's own pnpm comes through npx.
const hasPnpm = spawnSync('sh', ['-c', 'command -v pnpm'], { stdio: 'ignore' }).status === 0;
const [pnpm, ...pnpmArgs] = hasPnpm ? ['pnpm'] : ['npx', '-y', 'pnpm@12.21.0'];
const run = spawnSync(
  pnpm,
  [
    ...pnpmArgs,
    'exec',
    'playwright',
    'test',
    '--config',
    'e2e/playwright.config.ts',
    'journeys/',
    ...process.argv.slice(2),
  ],
  { cwd: join(root, 'tests'), stdio: 'inherit', env: { ...process.env, AISLE_ALBUM_DIR: albumDir } },
);

const stepsFile = join(albumDir, 'steps.jsonl');
const steps = existsSync(stepsFile)
  ? readFileSync(stepsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** journey -> { variants: [...], rows: Map<index, { step, images: Map<variant, image> }> } */
const journeys = new Map();
for (const { journey, variant, index, step, image } of steps) {
  if (!journeys.has(journey)) journeys.set(journey, { variants: [], rows: new Map() });
  const entry = journeys.get(journey);
  if (!entry.variants.includes(variant)) entry.variants.push(variant);
  if (!entry.rows.has(index)) entry.rows.set(index, { step, images: new Map() });
  entry.rows.get(index).images.set(variant, image);
}

const sections = [...journeys]
  .map(([journey, { variants, rows }]) => {
    variants.sort();
    const body = [...rows]
      .sort(([a], [b]) => a - b)
      .map(
        ([index, { step, images }]) => `
      <section class="step" id="${escapeHtml(`${journey}-${index}`).replace(/\s+/g, '-')}">
        <h3>${index}. ${escapeHtml(step)}</h3>
        <div class="shots">${variants
          .map((variant) => {
            const image = images.get(variant);
            return `
          <figure>
            <figcaption>${escapeHtml(variant)}</figcaption>
            ${image ? `<a href="${escapeHtml(image)}"><img src="${escapeHtml(image)}" alt="${escapeHtml(`${step}, ${variant}`)}" loading="lazy"></a>` : '<p>No picture: the journey did not reach this step.</p>'}
          </figure>`;
          })
          .join('')}
        </div>
      </section>`,
      )
      .join('');
    return `
    <article>
      <h2>${escapeHtml(journey)}</h2>
      <p>${rows.size} steps in ${variants.map(escapeHtml).join(', ')}.</p>${body}
    </article>`;
  })
  .join('');

const html = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Aisle journey album</title>
  <style>
    body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 1600px; padding: 1rem 2rem; color: #1b1b1b; }
    h1 { margin-block: 0 0.25rem; }
    article { border-block-start: 2px solid #ccc; margin-block: 2rem; }
    .step { margin-block: 1.5rem; }
    .shots { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
    figure { margin: 0; flex: 0 0 auto; }
    figcaption { font-weight: 600; }
    img { display: block; max-height: 900px; width: auto; max-width: 480px; border: 1px solid #ccc; }
    a:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  </style>
</head>
<body>
  <h1>Aisle journey album</h1>
  <p>Made by <code>npm run album</code> on ${escapeHtml(new Date().toISOString())}: each journey of
  <code>tests/e2e/journeys/</code> walked on the production build and the real server, one picture per step
  (the whole page, the real card-capture frame included). A picture opens at full size.${
    run.status === 0
      ? ''
      : ' <strong>The journeys did not all pass: a missing picture marks where one stopped.</strong>'
  }</p>${sections || '<p>No steps were photographed.</p>'}
</body>
</html>
`;
writeFileSync(join(albumDir, 'index.html'), html);
console.log(`\nAlbum: ${steps.length} pictures in ${journeys.size} journeys, tests/album/index.html`);
process.exit(run.status ?? 1);
