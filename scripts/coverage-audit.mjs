#!/usr/bin/env node
/*
 * Lists the mappings of docs/spec-coverage.md that a reader should check by hand: a proof that may not
 * prove its rule. It decides nothing; it points. `node scripts/coverage-audit.mjs [--all]`.
 *
 * - missing: a file, a story export or a test title that does not exist (a title must be a whole string
 *   of the file, not part of one);
 * - other rule's test: the test's title names rule ids of the row's prefix, but not the row's id;
 * - shared: one test named for more rules than --shared=N (default 6);
 * - harness: the row's first proof is a story outside stories/src/flows (a component put together inside
 *   a story, which may compute the value it checks);
 * - test-made copy: a Vitest proof whose file writes its own labels or messages (`const labels = {`,
 *   `messages = {` with string values) instead of taking the banner's copy;
 * - wording without copy: the rule quotes words ('...') and none of its proofs is a story, an e2e test or
 *   a Vitest file that reads the banner's copy (getBanner, banners, useCopy, lib/copy, bannerPageConfig,
 *   baseCopy): the words its tests check, if any, are their own.
 * Exit code 1 when something is missing, else 0.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const sharedLimit = Number(args.find((arg) => arg.startsWith('--shared='))?.split('=')[1] ?? 6);

export function coverageRows(text) {
  return text
    .split('\n')
    .filter((line) => /^\| [A-Z]+-\d{3} \|/.test(line))
    .map((line) => {
      const id = line.split('|')[1].trim();
      const proofs = [...line.matchAll(/`([\w./[\]-]+\.(?:ts|tsx))` › `([^`]+)`/g)].map(([, file, name]) => ({
        file,
        name,
      }));
      return { id, proofs };
    });
}

/** A story's test name is its export name in words: `List`, `Free Trial` → `FreeTrial`. */
export function storyExport(name) {
  return name.replace(/(^|\s)(\w)/g, (_match, _space, letter) => letter.toUpperCase()).replace(/\W/g, '');
}

/** Every rule id a title names, with ranges spelt out: 'MOD-022..025' → MOD-022, MOD-023, ... */
export function idsNamed(title) {
  const ids = new Set();
  for (const [, prefix, from, to] of title.matchAll(/\b([A-Z]{2,4})-(\d{3})(?:\.\.(?:[A-Z]{2,4}-)?(\d{3}))?/g)) {
    const last = to ? Number(to) : Number(from);
    for (let n = Number(from); n <= last; n++) ids.add(`${prefix}-${String(n).padStart(3, '0')}`);
  }
  return ids;
}

/** Each rule's text, from the shared spec's rules files (beside this repository or in /work/shared). */
function ruleTexts() {
  const texts = new Map();
  for (const dir of [path.join(root, '../shared/spec'), '/work/shared/spec']) {
    if (!existsSync(dir)) continue;
    for (const name of [
      'rules-account-and-selector.md',
      'rules-cart-scheduling-checkout.md',
      'rules-wallet-and-order-complete.md',
    ]) {
      const file = path.join(dir, name);
      if (!existsSync(file)) continue;
      for (const [, id, text] of readFileSync(file, 'utf8').matchAll(/^- ([A-Z]+-\d{3}) (.*)$/gm)) texts.set(id, text);
    }
    if (texts.size > 0) break;
  }
  return texts;
}

const readsCopy =
  /getBanner|\bbanners\b|defaultBanner|useCopy|lib\/copy\/|bannerPageConfig|baseCopy|resolveCopy|Copy\(/;

const sources = new Map();
function source(file) {
  if (!sources.has(file)) {
    const target = path.join(root, file);
    sources.set(file, existsSync(target) ? readFileSync(target, 'utf8').replace(/\\'/g, "'") : null);
  }
  return sources.get(file);
}

/**
 * Whether `part` is a whole string of the file: quoted on both sides, or followed only by the rule ids
 * the title ends with (`... the next submit (SCH-046, PRM-003)`), which a mapping may leave out.
 */
function hasTitle(text, part) {
  const escaped = part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(['"\`])${escaped}(?: \\([A-Z]{2,4}-\\d{3}[^)]*\\))?\\1`).test(text);
}

export function audit(text) {
  const rows = coverageRows(text);
  const rules = ruleTexts();
  const findings = { missing: [], otherRule: [], shared: [], harness: [], testMadeCopy: [], wordingWithoutCopy: [] };
  const byProof = new Map();
  for (const { id, proofs } of rows) {
    for (const [index, { file, name }] of proofs.entries()) {
      const key = `${file} › ${name}`;
      byProof.set(key, [...(byProof.get(key) ?? []), id]);
      const text = source(file);
      if (text === null) {
        findings.missing.push(`${id}: ${file} does not exist`);
        continue;
      }
      const isStory = file.endsWith('.stories.tsx');
      if (isStory) {
        if (!new RegExp(`export const ${storyExport(name)}\\b`).test(text)) {
          findings.missing.push(`${id}: ${file} has no story ${name}`);
        }
        if (index === 0 && !file.startsWith('stories/src/flows/')) findings.harness.push(`${id}: ${key}`);
        continue;
      }
      const parts = name.split(' › ');
      const last = parts.at(-1);
      if (!parts.every((part) => text.includes(part)) || !hasTitle(text, last)) {
        findings.missing.push(`${id}: ${file} has no test "${name}"`);
      }
      const named = idsNamed(name);
      const prefix = id.split('-')[0];
      if ([...named].some((other) => other.startsWith(`${prefix}-`)) && !named.has(id)) {
        findings.otherRule.push(`${id}: ${key}`);
      }
      if (
        !file.startsWith('tests/') &&
        /\b(?:const|let)\s+(?:\w*[lL]abels|\w*[mM]essages|copy)\s*(?::[^=]+)?=\s*\{\s*\n?\s*\w+:\s*['"`{]/.test(text)
      ) {
        findings.testMadeCopy.push(`${id}: ${key}`);
      }
    }
  }
  // A rule that quotes words, none of whose proofs shows them: no story, no e2e test, no Vitest file that
  // reads the banner's copy.
  for (const { id, proofs } of rows) {
    const quotesWords = /'[^']*[a-z][^']*'/.test((rules.get(id) ?? '').replace(/(\w)'(\w)/g, '$1$2'));
    const showsWords = proofs.some(
      ({ file }) => file.endsWith('.stories.tsx') || file.startsWith('tests/') || readsCopy.test(source(file) ?? ''),
    );
    if (quotesWords && proofs.length > 0 && !showsWords) {
      findings.wordingWithoutCopy.push(`${id}: ${proofs.map(({ file, name }) => `${file} › ${name}`).join('; ')}`);
    }
  }
  for (const [key, ids] of byProof) {
    if (ids.length > sharedLimit) findings.shared.push(`${ids.length} rules (${ids.join(', ')}): ${key}`);
  }
  return findings;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const findings = audit(readFileSync(path.join(root, 'docs/spec-coverage.md'), 'utf8'));
  const titles = {
    missing: 'Mapped tests that do not exist',
    otherRule: "Another rule's test (the title names ids of the prefix, not this one)",
    shared: `One test for more than ${sharedLimit} rules`,
    harness: 'First proof is a story outside stories/src/flows (a harness?)',
    testMadeCopy: 'Vitest proof in a file that writes its own labels or messages',
    wordingWithoutCopy: 'Rule quotes words; no proof shows the banner’s copy',
  };
  for (const [kind, title] of Object.entries(titles)) {
    const list = findings[kind];
    console.log(`\n## ${title}: ${list.length}`);
    for (const line of args.includes('--all') ? list : list.slice(0, 40)) console.log(`- ${line}`);
    if (!args.includes('--all') && list.length > 40) console.log(`- ... ${list.length - 40} more (--all)`);
  }
  process.exitCode = findings.missing.length > 0 ? 1 : 0;
}
