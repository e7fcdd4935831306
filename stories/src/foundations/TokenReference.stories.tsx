import { baseTokens, type ThemeTokens, tokenDescriptions, tokenVariable } from '@aisle/banner-themes';
import { contrastOfPairs } from '@aisle/banner-themes/contrast';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';
import { useBanner } from '../support/BannerContext.tsx';

type Group = keyof ThemeTokens;
const groups = Object.keys(tokenDescriptions) as Group[];

const cell: CSSProperties = {
  padding: '6px 10px',
  borderBottom: '1px solid var(--aisle-color-border)',
  textAlign: 'start',
  verticalAlign: 'top',
};
const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontSize: 'var(--aisle-fontSize-sm)' };

function valuesOf(tokens: ThemeTokens, group: Group): Record<string, string> {
  return tokens[group] as Record<string, string>;
}

/** One group of tokens: each token's CSS variable, the banner's value, the base value and whether it differs. */
function TokenTable({ group, tokens }: { group: Group; tokens: ThemeTokens }) {
  const descriptions = tokenDescriptions[group] as Record<string, string>;
  const values = valuesOf(tokens, group);
  const base = valuesOf(baseTokens, group);
  return (
    <section aria-labelledby={`group-${group}`}>
      <h2 id={`group-${group}`} style={{ fontSize: 'var(--aisle-fontSize-lg)', margin: '0 0 8px' }}>
        {group}
      </h2>
      <table style={table}>
        <thead>
          <tr>
            <th style={cell}>Token</th>
            <th style={cell}>CSS variable</th>
            <th style={cell}>This banner</th>
            <th style={cell}>Base</th>
            <th style={cell}>Use</th>
          </tr>
        </thead>
        <tbody>
          {Object.keys(descriptions).map((key) => {
            const value = values[key] ?? '';
            const isOverride = value !== base[key];
            return (
              <tr key={key} data-token={`${group}.${key}`} data-override={isOverride}>
                <th scope="row" style={cell}>
                  <code>
                    {group}.{key}
                  </code>
                </th>
                <td style={cell}>
                  <code>{tokenVariable([group, key])}</code>
                </td>
                <td style={cell}>
                  {group === 'color' ? (
                    <span
                      aria-hidden="true"
                      style={{
                        display: 'inline-block',
                        width: 16,
                        height: 16,
                        marginInlineEnd: 6,
                        verticalAlign: 'middle',
                        borderRadius: 4,
                        border: '1px solid var(--aisle-color-borderStrong)',
                        background: value,
                      }}
                    />
                  ) : null}
                  <code>{value}</code>
                  {isOverride ? <strong style={{ marginInlineStart: 6 }}>(overrides the base)</strong> : null}
                </td>
                <td style={cell}>
                  <code>{base[key]}</code>
                </td>
                <td style={cell}>{descriptions[key]}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** The pairs the components draw, with the banner's ratio against the WCAG 2.2 AA minimum. */
function ContrastTable({ tokens }: { tokens: ThemeTokens }) {
  return (
    <section aria-labelledby="contrast">
      <h2 id="contrast" style={{ fontSize: 'var(--aisle-fontSize-lg)', margin: '0 0 8px' }}>
        Contrast of the pairs the components draw
      </h2>
      <table style={table}>
        <thead>
          <tr>
            <th style={cell}>Foreground on background</th>
            <th style={cell}>Used for</th>
            <th style={cell}>Ratio</th>
            <th style={cell}>WCAG 2.2 AA minimum</th>
          </tr>
        </thead>
        <tbody>
          {contrastOfPairs(tokens.color).map((pair) => (
            <tr key={`${pair.foreground}-${pair.background}`} data-pair={`${pair.foreground}/${pair.background}`}>
              <th scope="row" style={cell}>
                {/* Text pairs show text; a 3:1 pair (a stroke, a large shape) shows a stroke, never small text. */}
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    minWidth: 28,
                    marginInlineEnd: 8,
                    padding: '2px 6px',
                    borderRadius: 4,
                    textAlign: 'center',
                    color: `var(${tokenVariable(['color', pair.foreground])})`,
                    background: `var(${tokenVariable(['color', pair.background])})`,
                    border:
                      pair.minimum === 3
                        ? `3px solid var(${tokenVariable(['color', pair.foreground])})`
                        : '3px solid transparent',
                  }}
                >
                  {pair.minimum === 3 ? '\u00a0' : 'Aa'}
                </span>
                <code>
                  {pair.foreground} on {pair.background}
                </code>
              </th>
              <td style={cell}>{pair.use}</td>
              <td style={cell} data-part="ratio">
                {pair.ratio === undefined ? 'translucent, not audited' : `${pair.ratio.toFixed(2)}:1`}
              </td>
              <td style={cell}>
                {pair.minimum}:1{' '}
                {pair.ratio === undefined ? null : pair.ratio >= pair.minimum ? '(meets it)' : <strong>(FAILS)</strong>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function TokenReference() {
  const banner = useBanner();
  const overrides = groups.flatMap((group) =>
    Object.entries(valuesOf(banner.tokens, group))
      .filter(([key, value]) => value !== valuesOf(baseTokens, group)[key])
      .map(([key]) => `${group}.${key}`),
  );
  return (
    <div style={{ display: 'grid', gap: 32 }}>
      <header>
        <h1 style={{ fontSize: 'var(--aisle-fontSize-xl)', margin: '0 0 8px' }}>Token reference: {banner.name}</h1>
        <p style={{ margin: 0 }}>
          Every token of the contract with its CSS variable, this banner's value and the base value. {banner.name}{' '}
          overrides {overrides.length} of them: <span data-part="overrides">{overrides.join(', ') || 'none'}</span>.
          Choose another banner in the toolbar to compare.
        </p>
        <p style={{ margin: '8px 0 0' }}>
          The same tokens as W3C Design Tokens (DTCG) files:{' '}
          <a href={`tokens/${banner.id}.tokens.json`}>{banner.id}.tokens.json</a> and{' '}
          <a href="tokens/base.tokens.json">base.tokens.json</a>.
        </p>
      </header>
      <ContrastTable tokens={banner.tokens} />
      {groups.map((group) => (
        <TokenTable key={group} group={group} tokens={banner.tokens} />
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Token reference',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toolbar's banner: every token's value and variable, its contrast pairs, and what it overrides. */
export const CurrentBanner: Story = {
  render: () => <TokenReference />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tokenCount = groups.reduce((sum, group) => sum + Object.keys(tokenDescriptions[group]).length, 0);
    await expect(canvasElement.querySelectorAll('tr[data-token]')).toHaveLength(tokenCount);
    // The brand colour's row reads the value the page's own CSS variable holds.
    const brandRow = canvasElement.querySelector('tr[data-token="color.brand"]');
    const applied = getComputedStyle(canvasElement).getPropertyValue('--aisle-color-brand').trim().toLowerCase();
    await expect(brandRow?.textContent?.toLowerCase()).toContain(applied);
    // Every audited pair meets its minimum.
    const ratios = [...canvasElement.querySelectorAll('[data-part="ratio"]')].map((ratio) => ratio.textContent ?? '');
    await expect(ratios.length).toBeGreaterThan(20);
    await expect(canvas.queryByText('(FAILS)')).toBeNull();
    // The DTCG files it links are there, and hold this banner's brand colour.
    const links = canvas.getAllByRole('link', { name: /\.tokens\.json$/ });
    await expect(links).toHaveLength(2);
    const file = await fetch((links[0] as HTMLAnchorElement).href);
    await expect(file.status).toBe(200);
    await expect(JSON.stringify(await file.json()).toLowerCase()).toContain(applied);
  },
};
