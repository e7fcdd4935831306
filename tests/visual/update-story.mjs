// Rewrites the baselines of the stories named, in every banner and mode the run compares them in:
// `pnpm --filter @aisle/tests run visual:story commerce-tipselector--preselected [another-story-id ...]`.
// The story ids are those of Storybook's URLs (`?path=/story/<id>`) and of the baselines' file names.
import { spawnSync } from 'node:child_process';

const ids = process.argv.slice(2);
if (ids.length === 0 || ids.some((id) => !/^[a-z0-9-]+$/.test(id))) {
  console.error('Name one or more story ids, e.g. commerce-tipselector--preselected.');
  process.exit(2);
}
// A test's title is '<story id> in <banner>' (or 'in forced colours'): the id must match whole, so that
// 'commerce-button--primary' does not also rewrite 'commerce-button--primary-small'.
const grep = `(^|\\s)(${ids.join('|')}) in [a-z ]+$`;
const result = spawnSync(
  'playwright',
  ['test', '--config', 'visual/playwright.config.ts', '--update-snapshots=changed', '--grep', grep],
  { stdio: 'inherit', shell: process.platform === 'win32' },
);
process.exit(result.status ?? 1);
