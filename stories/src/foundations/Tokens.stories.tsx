import { type Banner, banners, breakpoints, tokenDescriptions } from '@aisle/banner-themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useBanner } from '../support/BannerContext.tsx';
import { logoUrl } from '../support/logos.ts';

const colorRoles = Object.keys(tokenDescriptions.color) as Array<keyof typeof tokenDescriptions.color>;

function Swatch({ role }: { role: keyof typeof tokenDescriptions.color }) {
  return (
    <li style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <span
        aria-hidden="true"
        style={{
          width: 40,
          height: 40,
          flex: 'none',
          borderRadius: 8,
          border: '1px solid var(--aisle-color-borderStrong)',
          background: `var(--aisle-color-${role})`,
        }}
      />
      <span>
        <code>color.{role}</code>
        <br />
        <small style={{ color: 'var(--aisle-color-textSecondary)' }}>{tokenDescriptions.color[role]}</small>
      </span>
    </li>
  );
}

function BannerSheet() {
  const banner = useBanner();
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <header style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <img src={logoUrl(banner)} alt={banner.logo.alt} width={banner.logo.width} height={banner.logo.height} />
        <div>
          <h1 style={{ fontSize: 'var(--aisle-fontSize-xl)' }}>{banner.name}</h1>
          <p style={{ margin: 0, color: 'var(--aisle-color-textSecondary)' }}>
            {banner.companyName} · {banner.domain} · font {banner.fontFamily}
          </p>
        </div>
      </header>
      <section aria-labelledby="colour-roles">
        <h2 id="colour-roles" style={{ fontSize: 'var(--aisle-fontSize-lg)', marginBottom: 12 }}>
          Colour roles
        </h2>
        <ul
          style={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
          }}
        >
          {colorRoles.map((role) => (
            <Swatch key={role} role={role} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="type-scale">
        <h2 id="type-scale" style={{ fontSize: 'var(--aisle-fontSize-lg)', marginBottom: 12 }}>
          Type scale
        </h2>
        {(Object.keys(tokenDescriptions.fontSize) as Array<keyof typeof tokenDescriptions.fontSize>).map((size) => (
          <p key={size} style={{ fontSize: `var(--aisle-fontSize-${size})`, margin: '4px 0' }}>
            fontSize.{size}: Fresh produce, picked up today
          </p>
        ))}
      </section>
      <section aria-labelledby="breakpoints">
        <h2 id="breakpoints" style={{ fontSize: 'var(--aisle-fontSize-lg)', marginBottom: 12 }}>
          Breakpoints
        </h2>
        <p style={{ margin: 0 }}>
          {Object.entries(breakpoints)
            .map(([name, width]) => `${name} ${width}px`)
            .join(' · ')}
        </p>
      </section>
    </div>
  );
}

function LogoWall() {
  return (
    <ul
      style={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      }}
    >
      {banners.map((banner: Banner) => (
        <li key={banner.id} style={{ border: '1px solid var(--aisle-color-border)', borderRadius: 8, padding: 12 }}>
          <img src={logoUrl(banner)} alt={banner.logo.alt} width={banner.logo.width} height={banner.logo.height} />
          <p style={{ margin: '8px 0 0', fontSize: 'var(--aisle-fontSize-sm)' }}>
            {banner.name} ({banner.id}){banner.hasLink ? '' : ' · no link'}
          </p>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Banner tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toolbar's banner: logo, colour roles, type scale and breakpoints. */
export const CurrentBanner: Story = {
  render: () => <BannerSheet />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const banner = banners.find((candidate) => candidate.id === globals.banner) ?? banners[0];
    await expect(canvas.getByRole('heading', { level: 1, name: banner?.name })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(colorRoles.length);
  },
};

/** Every banner's logo, for design review. */
export const BannerReview: Story = {
  render: () => <LogoWall />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(banners.length);
  },
};
