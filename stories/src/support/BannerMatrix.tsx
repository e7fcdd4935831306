import { type Banner, banners, baseTokens, themeCss } from '@aisle/banner-themes';
import type { ReactNode } from 'react';
import { BannerContext } from './BannerContext.tsx';

/**
 * Renders the same content once per banner, side by side, each cell themed with that banner's
 * tokens and copy: the designers' review sheet. Matrix stories carry the `no-visual` tag.
 */
export function BannerMatrix({
  render,
  minCellWidth = 280,
}: {
  render: (banner: Banner) => ReactNode;
  minCellWidth?: number;
}) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${minCellWidth}px, 1fr))`,
        gap: 16,
      }}
    >
      {banners.map((banner) => (
        <section
          key={banner.id}
          data-banner-scope={banner.id}
          aria-label={banner.name}
          style={{
            padding: 16,
            border: '1px solid var(--aisle-color-border)',
            borderRadius: 8,
            background: 'var(--aisle-color-surface)',
            color: 'var(--aisle-color-text)',
            fontFamily: 'var(--aisle-font-body)',
          }}
        >
          <style>{themeCss(banner.tokens, `[data-banner-scope="${banner.id}"]`, baseTokens)}</style>
          <h2 style={{ fontSize: 12, margin: '0 0 12px', color: 'var(--aisle-color-textSecondary)' }}>{banner.name}</h2>
          <BannerContext value={banner}>{render(banner)}</BannerContext>
        </section>
      ))}
    </div>
  );
}

/** A ready-made matrix story: `export const BannerReview = bannerMatrixStory((banner) => <Button />)`. */
export function bannerMatrixStory(render: (banner: Banner) => ReactNode, minCellWidth?: number) {
  return {
    tags: ['no-visual'],
    // Thirty banners in one picture: for designers' eyes, not a snapshot (Chromatic's modes show three).
    parameters: { layout: 'fullscreen', chromatic: { disableSnapshot: true } },
    render: () => <BannerMatrix render={render} minCellWidth={minCellWidth} />,
  };
}
