import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minifySync, transformWithOxc, type Plugin as VitePlugin } from 'vite';

/** A classic script a page carries inline, with the CSP hash that lets it run. */
export type InlineScript = { code: string; hash: `sha256-${string}` };

/**
 * Compiles a TypeScript file without imports into one minified classic script (its names kept inside an
 * IIFE) and hashes it for the CSP. The pages render exactly this text (see inlineScriptModule), so the
 * hash in the CSP always matches what runs.
 */
export async function compileInlineScript(file: string): Promise<InlineScript> {
  const source = readFileSync(file, 'utf8');
  if (/^\s*(import|export)\s/m.test(source)) {
    throw new Error(`${file}: an inline script cannot import or export (it is not a module)`);
  }
  const { code: javascript } = await transformWithOxc(source, path.basename(file), { lang: 'ts' });
  const { code } = minifySync(`${path.basename(file, '.ts')}.js`, `(()=>{${javascript}})();`, {});
  const hash = `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}` as const;
  return { code, hash };
}

/** `import script from '<id>'` gives a layout the compiled script's text, to render with `set:html`. */
export function inlineScriptModule(id: string, script: InlineScript): VitePlugin {
  const resolved = `\0${id}`;
  return {
    name: `aisle:inline-script:${id}`,
    resolveId: (source) => (source === id ? resolved : null),
    load: (loaded) => (loaded === resolved ? `export default ${JSON.stringify(script.code)};` : null),
  };
}
