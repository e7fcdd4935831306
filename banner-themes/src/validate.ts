import { baseCopy } from './copy/index.ts';
import type { BannerDefinition } from './define.ts';
import { bannerSchema } from './schema.ts';

export type CatalogueProblem = { banner: string; field: string; message: string };

/** Copy override keys that do not exist in the catalogue (a typo would otherwise be silently ignored). */
function unknownCopyKeys(overrides: unknown, base: unknown, path: string[] = []): string[] {
  if (typeof overrides !== 'object' || overrides === null) return [];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(overrides)) {
    const baseValue = (base as Record<string, unknown> | undefined)?.[key];
    const here = [...path, key];
    if (baseValue === undefined) problems.push(here.join('.'));
    else if (typeof value === 'string' && typeof baseValue !== 'string') problems.push(here.join('.'));
    else if (typeof value !== 'string') problems.push(...unknownCopyKeys(value, baseValue, here));
  }
  return problems;
}

/** Checks every banner against the schema, the copy catalogue and the catalogue-wide rules. */
export function validateCatalogue(definitions: readonly BannerDefinition[]): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  for (const definition of definitions) {
    const bannerId = typeof definition?.id === 'string' ? definition.id : '(no id)';
    const result = bannerSchema.safeParse(definition);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push({ banner: bannerId, field: issue.path.join('.') || '(banner)', message: issue.message });
      }
    }
    for (const key of unknownCopyKeys(definition?.copy, baseCopy)) {
      problems.push({ banner: bannerId, field: `copy.${key}`, message: 'is not a key of the copy catalogue' });
    }
  }
  const ids = definitions.map((definition) => definition.id);
  for (const id of new Set(ids.filter((id, index) => ids.indexOf(id) !== index))) {
    problems.push({ banner: id, field: 'id', message: 'is used by more than one banner' });
  }
  const defaults = definitions.filter((definition) => definition.isDefault);
  if (defaults.length !== 1) {
    problems.push({
      banner: '(catalogue)',
      field: 'isDefault',
      message: `exactly one banner must be the default, found ${defaults.length}`,
    });
  }
  return problems;
}

export function formatProblems(problems: readonly CatalogueProblem[]): string {
  return problems
    .map((problem) => `banner "${problem.banner}", field "${problem.field}": ${problem.message}`)
    .join('\n');
}
