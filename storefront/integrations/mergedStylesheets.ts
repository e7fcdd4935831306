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
 * A lazy chunk loads its CSS by the original file's name, and Vite's preload skips a file the page already
 * links. So that it does not fetch (and append, later in the cascade) CSS the merged file already holds,
 * the page keeps a link to every such original that some chunk asks for, `disabled`: a disabled
 * stylesheet link is never fetched nor applied (HTML's "link type stylesheet"), but Vite's check sees it.
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

export function mergeStylesheets(distDirectory: string): { pages: number; merged: number } {
  const assets = path.join(distDirectory, '_astro');
  const asked = stylesheetsChunksAskFor(assets);
  /** Merged file name by the list of files it holds. */
  const written = new Map<string, string>();
  const mergedFileOf = (names: string[]): string => {
    const key = names.join(' ');
    const known = written.get(key);
    if (known) return known;
    const css = names.map((name) => readFileSync(path.join(assets, name), 'utf8').replace(/\n*$/, '\n')).join('');
    const fileName = `page.${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
    writeFileSync(path.join(assets, fileName), css);
    written.set(key, fileName);
    return fileName;
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
        out += `<link rel="stylesheet" href="/_astro/${mergedFileOf(run.names)}">`;
        for (const name of run.names.filter((n) => asked.has(n)))
          out += `<link rel="stylesheet" href="/_astro/${name}" disabled>`;
      }
      at = run.end;
    }
    out += html.slice(at);
    writeFileSync(file, out);
    pages += 1;
  }
  return { pages, merged: written.size };
}
