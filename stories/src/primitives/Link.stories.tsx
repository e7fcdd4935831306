import { touchTargetSize } from '@aisle/banner-themes';
import { Link, type LinkProps, linkVariants } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

/** Everything but the text, which comes from the banner's copy. */
type Args = Omit<LinkProps, 'children' | 'newTabLabel'>;

function GoHome(args: Args) {
  const { copy } = useCopy();
  return <Link {...args}>{copy.components.link.goHome}</Link>;
}

const meta = {
  title: 'Primitives/Link',
  // The text comes from the banner's copy in each render, so stories do not pass it as an arg.
  component: Link as ComponentType<Args>,
  args: { href: '#home', variant: 'standalone' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
  render: (args) => <GoHome {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const Standalone: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Go to Home' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#home');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(touchTargetSize);
  },
};

function InlineDemo(args: Args) {
  const { copy } = useCopy();
  return (
    <p style={{ margin: 0, maxWidth: '40ch' }}>
      {copy.components.link.enterBillingAddressPrompt}{' '}
      <Link {...args} variant="inline">
        {copy.components.link.editBillingAddress}
      </Link>
    </p>
  );
}

export const Inline: Story = {
  args: { href: '#billing' },
  render: (args) => <InlineDemo {...args} />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Add or Edit Billing Address' });
    await expect(link).toHaveAttribute('data-variant', 'inline');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

function NewTabDemo(args: Args) {
  const { copy } = useCopy();
  return (
    <Link {...args} newTabLabel={copy.components.link.newTabLabel}>
      {copy.components.link.accessibilityStatement}
    </Link>
  );
}

/** A link that opens a new tab gets rel="noopener noreferrer" and says so to screen readers. */
export const OpensNewTab: Story = {
  args: { href: '/i/terms/accessibility', target: '_blank', rel: 'external' },
  render: (args) => <NewTabDemo {...args} />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Accessibility Statement (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('rel', 'external noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const BannerReview: Story = bannerMatrixStory((banner) => (
  <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
    <Link href="#home" variant="standalone">
      {banner.strings.components.link.goHome}
    </Link>
    <p style={{ margin: 0 }}>
      {banner.strings.components.link.enterBillingAddressPrompt}{' '}
      <Link href="#billing">{banner.strings.components.link.editBillingAddress}</Link>
    </p>
  </div>
));
