import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * QA's page of the visual run (issue 21): every story that failed, grouped by banner and width, each with a
 * link to the story in the static Storybook (in that banner and width) and its expected, actual and diff
 * pictures side by side. Written to `tests/visual/report-stories/index.html` beside Playwright's own report
 * (`report/`); the links open once `pnpm --filter @aisle/tests run visual:storybook` serves the static Storybook.
 */

type Failure = {
  storyId: string;
  banner: string;
  /** '1280', '375', '320', 'forced colours', or 'play' when the story failed before any picture. */
  screen: string;
  message: string;
  pictures: { expected?: string; actual?: string; diff?: string };
};

/** The port `visual:storybook` serves the static Storybook on (the run's own server stops with the run). */
const storybookPort = 6006;

/**
 * A picture's attachment: Playwright shortens a long name in its middle (60 characters, with a hash), so only its
 * end is read (banner, width, kind); the story's id comes from the test's title.
 */
const pictureName =
  /--(?:(?<banner>[a-z]+)--(?<width>\d+)|(?<forced>forced-colors))-(?<kind>expected|actual|diff)\.png$/;
const storyTitle = /^(?<story>[a-z0-9-]+--[a-z0-9-]+) (?:in (?<banner>[a-z]+)|plays|in forced colours)$/;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character] ?? '');

/** The story in the static Storybook, in the banner and width it failed in. */
function storyLink(storyId: string, banner: string, screen: string): string {
  const viewport = { '375': 'small', '320': 'narrow', '1280': 'desktop' }[screen];
  const globals = [`banner:${banner}`, ...(viewport ? [`viewport:${viewport}`] : [])].join(';');
  return `http://localhost:${storybookPort}/?path=/story/${storyId}&globals=${globals}`;
}

export default class StoryReport implements Reporter {
  private failures: Failure[] = [];
  private folder = '';

  onBegin(config: FullConfig): void {
    this.folder = join(config.rootDir, 'report-stories');
  }

  /** Each test's last result: a test that is not retried (a missing baseline, an interrupted run) counts too. */
  private lastResults = new Map<TestCase, TestResult>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.lastResults.set(test, result);
  }

  /** The failures of one test that failed for good (a retry that passed is flaky, not failed). */
  private collect(test: TestCase, result: TestResult): void {
    const title = storyTitle.exec(test.title)?.groups;
    if (!title?.story) return;
    const message = result.errors.map((error) => stripVTControlCharacters(error.message ?? '')).join('\n');
    const byPicture = new Map<string, Failure>();
    for (const attachment of result.attachments) {
      const picture = pictureName.exec(attachment.name)?.groups;
      if (!picture?.kind || !attachment.path) continue;
      const banner = picture.forced ? 'greenway' : (picture.banner ?? '');
      const screen = picture.forced ? 'forced colours' : (picture.width ?? '');
      const key = `${banner} ${screen}`;
      const failure = byPicture.get(key) ?? { storyId: title.story, banner, screen, message, pictures: {} };
      failure.pictures[picture.kind as 'expected' | 'actual' | 'diff'] = attachment.path;
      byPicture.set(key, failure);
    }
    if (byPicture.size === 0) {
      this.failures.push({
        storyId: title.story,
        banner: title.banner ?? 'greenway',
        screen: 'play',
        message,
        pictures: {},
      });
    }
    this.failures.push(...byPicture.values());
  }

  onEnd(): void {
    for (const [test, result] of this.lastResults) {
      if (test.outcome() === 'unexpected') this.collect(test, result);
    }
    rmSync(this.folder, { recursive: true, force: true });
    if (this.failures.length === 0) return;
    mkdirSync(this.folder, { recursive: true });
    const groups = new Map<string, Failure[]>();
    for (const failure of this.failures) {
      const key = `${failure.banner} at ${failure.screen === 'play' || failure.screen === 'forced colours' ? failure.screen : `${failure.screen} px`}`;
      groups.set(key, [...(groups.get(key) ?? []), failure]);
    }
    const copied = (path: string | undefined, index: number, kind: string) => {
      if (!path) return '';
      const name = `${index}-${kind}.png`;
      copyFileSync(path, join(this.folder, name));
      return `<figure><img src="${name}" alt="${kind}"><figcaption>${kind}</figcaption></figure>`;
    };
    let index = 0;
    const sections = [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([group, failures]) => {
        const items = failures
          .map((failure) => {
            index += 1;
            const pictures = ['expected', 'actual', 'diff']
              .map((kind) => copied(failure.pictures[kind as keyof Failure['pictures']], index, kind))
              .join('');
            return `<li><h3><a href="${escapeHtml(storyLink(failure.storyId, failure.banner, failure.screen))}">${escapeHtml(failure.storyId)}</a></h3><pre>${escapeHtml(failure.message.slice(0, 2_000))}</pre><div class="pictures">${pictures}</div></li>`;
          })
          .join('');
        return `<section><h2>${escapeHtml(group)} (${failures.length})</h2><ol>${items}</ol></section>`;
      })
      .join('');
    writeFileSync(
      join(this.folder, 'index.html'),
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Visual run: ${this.failures.length} failed</title><style>body{font:16px/1.5 system-ui;margin:2rem}pre{white-space:pre-wrap;background:#f4f4f4;padding:.5rem}.pictures{display:flex;gap:1rem;flex-wrap:wrap}img{max-width:420px;border:1px solid #999}</style><h1>Visual run: ${this.failures.length} failed</h1><p>Story links open the static Storybook served by <code>pnpm --filter @aisle/tests run visual:storybook</code>. Rewrite one story's baselines with <code>pnpm --filter @aisle/tests run visual:story &lt;story id&gt;</code>.</p>${sections}</html>`,
    );
    const lines = [...groups.entries()].map(
      ([group, failures]) => `  ${group}: ${failures.map((failure) => failure.storyId).join(', ')}`,
    );
    console.log(`\nVisual failures by banner and width (${join(this.folder, 'index.html')}):\n${lines.join('\n')}`);
  }
}
