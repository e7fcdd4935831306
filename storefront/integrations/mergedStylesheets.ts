import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * One stylesheet for a page's bundled CSS (budget: at most 3 render-blocking stylesheets per route, the
 * font's, this one and the banner's theme; docs/adr/0006-performance-budgets.md).
 *
 * Astro links one file per CSS chunk, so a page linked 8 to 14 of them. After the build, every run of
 * adjacent `/_astro/style.*.css` links in a page becomes one link to their concatenation, in the same
 * order (so the cascade is the same), named by its content: pages that link the same files share one file.
 *
 * A lazy chunk loads its CSS by file name, and Vite's preload skips a file the page already links. So that it
 * does not fetch (and append, later in the cascade) CSS the merged file already holds, the page keeps a link,
 * `disabled`, to every file some chunk asks for whose rules are all in the merged file: the files merged, and
 * files of the browser build that hold the same rules under another name. A disabled stylesheet link is
 * never fetched nor applied (HTML's "link type stylesheet"), but Vite's check sees it. A file that holds
 * rules the page has not is still fetched whole (its other rules come again, as before the merge).
 */
export function mergedStylesheets(): AstroIntegration {
  return {
    name: 'aisle:merged-stylesheets',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const distDirectory = fileURLToPath(dir);
        const result = mergeStylesheets(distDirectory);
        logger.info(`${result.pages} pages: ${result.merged} merged stylesheets written`);
      },
    },
  };
}

const STYLE_LINK = /<link rel="stylesheet" href="\/_astro\/(style\.[\w-]+\.css)">/g;

/** The stylesheets some chunk loads by name when it loads (Vite's preload list). */
function stylesheetsChunksAskFor(assets: string): Set<string> {
  const asked = new Set<string>();
  for (const file of readdirSync(assets)) {
    if (!file.endsWith('.js')) continue;
    for (const [, name] of readFileSync(path.join(assets, file), 'utf8').matchAll(
      /["']_astro\/(style\.[\w-]+\.css)["']/g,
    )) {
      asked.add(name as string);
    }
  }
  return asked;
}

function htmlFiles(directory: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '_astro') found.push(...htmlFiles(full));
    } else if (entry.name.endsWith('.html')) found.push(full);
  }
  return found;
}

/**
 * A stylesheet's top-level blocks (rules, at-rules with their bodies), comments dropped: what a page holds,
 * compared by content, because the server build (which decides what a page links) and the browser build
 * (whose chunks ask for their CSS) can put the same rules into differently named files.
 */
export function blocksOf(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quote) {
      if (char === '\\') at += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}' || (char === ';' && depth === 0)) {
      if (char === '}') depth -= 1;
      if (depth === 0) {
        const block = text.slice(start, at + 1).trim();
        if (block) blocks.push(block);
        start = at + 1;
      }
    }
  }
  return blocks;
}

/** The CSS of the files, one after another; refuses what would change meaning in the middle of a file. */
function concatenated(assets: string, names: string[]): string {
  return names
    .map((name, index) => {
      const css = readFileSync(path.join(assets, name), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
      if (index > 0 && /@(?:import|charset)\b/i.test(css))
        throw new Error(`${name} has @import or @charset, which are void after other rules: it cannot be merged`);
      return css.replace(/\n*$/, '\n');
    })
    .join('');
}

export function mergeStylesheets(distDirectory: string): { pages: number; merged: number } {
  const assets = path.join(distDirectory, '_astro');
  const asked = [...stylesheetsChunksAskFor(assets)];
  const blocksByFile = new Map<string, string[]>();
  const fileBlocks = (name: string): string[] => {
    let blocks = blocksByFile.get(name);
    if (!blocks) {
      blocks = blocksOf(readFileSync(path.join(assets, name), 'utf8'));
      blocksByFile.set(name, blocks);
    }
    return blocks;
  };
  /** Per list of merged files: the merged file's name and the asked-for files it already holds. */
  const written = new Map<string, { fileName: string; held: string[] }>();
  const mergedFileOf = (names: string[]): { fileName: string; held: string[] } => {
    const key = names.join(' ');
    const known = written.get(key);
    if (known) return known;
    const css = concatenated(assets, names);
    const fileName = `page.${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
    writeFileSync(path.join(assets, fileName), css);
    const blocks = new Set(names.flatMap(fileBlocks));
    const held = asked.filter((name) => names.includes(name) || fileBlocks(name).every((block) => blocks.has(block)));
    const merged = { fileName, held };
    written.set(key, merged);
    return merged;
  };

  let pages = 0;
  for (const file of htmlFiles(distDirectory)) {
    const html = readFileSync(file, 'utf8');
    const runs: { start: number; end: number; names: string[] }[] = [];
    for (const match of html.matchAll(STYLE_LINK)) {
      const start = match.index;
      const last = runs.at(-1);
      if (last && last.end === start) {
        last.end = start + match[0].length;
        last.names.push(match[1] as string);
      } else runs.push({ start, end: start + match[0].length, names: [match[1] as string] });
    }
    if (!runs.some((run) => run.names.length > 1)) continue;
    let out = '';
    let at = 0;
    for (const run of runs) {
      out += html.slice(at, run.start);
      if (run.names.length === 1) out += html.slice(run.start, run.end);
      else {
        const { fileName, held } = mergedFileOf(run.names);
        out += `<link rel="stylesheet" href="/_astro/${fileName}">`;
        for (const name of held) out += `<link rel="stylesheet" href="/_astro/${name}" disabled>`;
      }
      at = run.end;
    }
    out += html.slice(at);
    writeFileSync(file, out);
    pages += 1;
  }
  return { pages, merged: written.size };
}
