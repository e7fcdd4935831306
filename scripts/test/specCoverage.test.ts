import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * docs/spec-coverage.md names, for each rule id, the test that proves it: `file` › `test name`. A rename
 * or a deleted test would leave a rule proven by nothing, so every pair must still point at a file that
 * holds that name.
 */
const root = path.resolve(import.meta.dirname, '../..');
const coverage = readFileSync(path.join(root, 'docs/spec-coverage.md'), 'utf8');
const rows = coverage.split('\n').filter((line) => /^\| [A-Z]+-\d{3} \|/.test(line));

/** A story's test name is its export name in words: `AddressBook` › `List` is `export const List`. */
function storyExport(name: string): string {
  return name.replace(/(^|\s)(\w)/g, (_match, _space, letter: string) => letter.toUpperCase()).replace(/\W/g, '');
}

describe('docs/spec-coverage.md', () => {
  it('maps rule ids to tests', () => {
    expect(rows.length).toBeGreaterThan(100);
  });

  it('names only tests that exist', () => {
    const missing: string[] = [];
    for (const row of rows) {
      const id = row.split('|')[1]?.trim();
      for (const [, file, name] of row.matchAll(/`([\w./[\]-]+\.(?:ts|tsx))` › `([^`]+)`/g)) {
        const target = path.join(root, file as string);
        if (!existsSync(target)) {
          missing.push(`${id}: ${file} does not exist`);
          continue;
        }
        const source = readFileSync(target, 'utf8');
        const isStory = (file as string).endsWith('.stories.tsx');
        const found = isStory
          ? new RegExp(`export const ${storyExport(name as string)}\\b`).test(source)
          : (name as string).split(' › ').every((part) => source.includes(part));
        if (!found) missing.push(`${id}: ${file} has no test "${name}"`);
      }
    }
    expect(missing).toEqual([]);
  });
});
