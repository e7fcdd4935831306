import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script, without types.
import { audit, coverageRows, idsNamed } from '../coverage-audit.mjs';

/*
 * docs/spec-coverage.md names, for each rule id, the test that proves it: `file` › `test name`. A rename
 * or a deleted test would leave a rule proven by nothing, so every pair must still point at a file that
 * holds that name: a story export, or a test title as a whole string (its trailing rule ids may be left
 * out). scripts/coverage-audit.mjs also lists the mappings to read by hand (issue 23, "Honest proofs").
 */
const root = path.resolve(import.meta.dirname, '../..');
const coverage = readFileSync(path.join(root, 'docs/spec-coverage.md'), 'utf8');

describe('docs/spec-coverage.md', () => {
  it('maps rule ids to tests', () => {
    expect(coverageRows(coverage).length).toBeGreaterThan(100);
  });

  it('names only tests that exist, by their whole title', () => {
    expect(audit(coverage).missing).toEqual([]);
  });

  it('reads the rule ids a title names, ranges included', () => {
    expect([...idsNamed('MOD-013, MOD-027..029: the words')]).toEqual(['MOD-013', 'MOD-027', 'MOD-028', 'MOD-029']);
  });
});
