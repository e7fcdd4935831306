// Words of the copy catalogue, read from its source (not imported: the tests only run the product), so a
// test checks what the shopper is shown against the catalogue, never against words of its own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './aisle.ts';

/** The single-quoted string `key: '…'` of a copy area's file (banner-themes/src/copy/areas/<area>.ts). */
export function catalogueText(area: string, key: string): string {
  const source = readFileSync(path.join(repoRoot, 'banner-themes', 'src', 'copy', 'areas', `${area}.ts`), 'utf8');
  const match = new RegExp(`\\b${key}: '((?:[^'\\\\]|\\\\.)*)'`).exec(source);
  if (!match?.[1]) throw new Error(`copy area ${area}: no ${key}`);
  return match[1].replace(/\\'/g, "'");
}
