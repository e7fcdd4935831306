import { Icon, type IconName, iconNames } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/**
 * The design system's one icon set: every glyph, drawn once in `Icon.tsx`. Icons are decorative (hidden
 * from assistive technology, never focusable) and take the colour of the text around them.
 */
function Catalogue({ names }: { names: readonly IconName[] }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: 16,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {names.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Icon name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Primitives/Icon',
  render: () => <Catalogue names={iconNames} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every glyph, named; none of them is announced or focusable. */
export const AllIcons: Story = {
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg[data-icon]');
    await expect(icons).toHaveLength(iconNames.length);
    for (const icon of icons) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(icon).toHaveAttribute('focusable', 'false');
      await expect(icon.querySelector('path')).not.toBeNull();
    }
    await expect(within(canvasElement).getByText('cart')).toBeVisible();
  },
};

/** An icon takes the colour of its text (here the link colour of a banner) and a heavier line on demand. */
export const InText: Story = {
  render: () => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8, color: 'var(--aisle-color-link)' }}>
      <Icon name="check" strokeWidth={3} /> Saved
    </p>
  ),
  play: async ({ canvasElement }) => {
    const path = canvasElement.querySelector('svg[data-icon="check"] path') as SVGPathElement;
    await expect(path).toHaveAttribute('stroke', 'currentColor');
    await expect(path).toHaveAttribute('stroke-width', '3');
  },
};
