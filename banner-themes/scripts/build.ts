// Validates the whole banner catalogue, then writes each banner's theme stylesheet and DTCG tokens.
// A broken banner stops the build with a message naming the banner and the field.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { resolveBanner } from '../src/define.ts';
import { toDtcg } from '../src/dtcg.ts';
import { themeCss } from '../src/themeCss.ts';
import { baseTokens } from '../src/tokens/base.ts';
import { formatProblems, validateCatalogue } from '../src/validate.ts';
import { generateBannerIndex } from './generate-index.ts';

const themeBudgetBytes = 1024;
const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

if (await generateBannerIndex()) console.log('banner-themes: src/banners/index.ts updated from the banner files');
const { bannerDefinitions } = await import('../src/banners/index.ts');

const problems = validateCatalogue(bannerDefinitions);
if (problems.length > 0) {
  console.error(`The banner catalogue is invalid:\n${formatProblems(problems)}`);
  process.exit(1);
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(path.join(outDir, 'themes'), { recursive: true });
mkdirSync(path.join(outDir, 'dtcg'), { recursive: true });
writeFileSync(
  path.join(outDir, 'dtcg', 'base.tokens.json'),
  `${JSON.stringify(toDtcg('base', baseTokens), null, 2)}\n`,
);

const overBudget: string[] = [];
for (const definition of bannerDefinitions) {
  const banner = resolveBanner(definition);
  const css = themeCss(banner.tokens, ':root', baseTokens);
  const gzipBytes = gzipSync(css).length;
  if (gzipBytes > themeBudgetBytes) overBudget.push(`${banner.id}: ${gzipBytes} B gzip`);
  writeFileSync(path.join(outDir, 'themes', `${banner.id}.css`), `${css}\n`);
  writeFileSync(
    path.join(outDir, 'dtcg', `${banner.id}.tokens.json`),
    `${JSON.stringify(toDtcg(banner.id, banner.tokens), null, 2)}\n`,
  );
}
if (overBudget.length > 0) {
  console.error(`Banner themes over the ${themeBudgetBytes} B gzip budget:\n${overBudget.join('\n')}`);
  process.exit(1);
}
console.log(
  `banner-themes: ${bannerDefinitions.length} banners valid; themes and DTCG tokens in ${path.relative(process.cwd(), outDir)}`,
);
