import { banners } from '@aisle/banner-themes';
import { Footer, type FooterProps, formatPhoneDisplay } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

/** A fixed year keeps the visual baselines stable. */
const YEAR = 2025;
const WASHINGTON_HEALTH_POLICY_PATH = '/i/privacy-policy/washington-health-data';

type Args = {
  onPrivacyChoices: () => void;
  showsWashingtonHealthPolicy?: boolean;
  /** The review matrix shows one footer per banner; their link lists need distinct names. */
  isInMatrix?: boolean;
};

/** The footer with the current banner's company, phone and copy. */
function FooterWithCopy({ onPrivacyChoices, showsWashingtonHealthPolicy, isInMatrix = false }: Args) {
  const { copy, banner } = useCopy();
  const text = copy.components.footer;
  const showsWashington = showsWashingtonHealthPolicy ?? banner.showsWashingtonHealthPolicy;
  return (
    <Footer
      year={YEAR}
      companyName={banner.companyName}
      screenReaderHelpPhone={banner.screenReaderHelpPhone}
      privacyLinks={[
        { href: '/i/privacy-policy', label: text.privacyPolicy },
        { href: '/i/terms', label: text.termsOfUse },
      ]}
      onPrivacyChoices={onPrivacyChoices}
      washingtonHealthPolicyHref={showsWashington ? WASHINGTON_HEALTH_POLICY_PATH : undefined}
      labels={{
        navigation: isInMatrix ? `${text.navigation}, ${banner.name}` : text.navigation,
        copyright: text.copyright,
        accessibilityStatement: text.accessibilityStatement,
        screenReaderHelp: text.screenReaderHelp,
        privacyChoices: text.privacyChoices,
        washingtonHealthPolicy: text.washingtonHealthPolicy,
      }}
    />
  );
}

const meta = {
  title: 'Page/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { onPrivacyChoices: fn() } as Partial<FooterProps> & Args,
  argTypes: { showsWashingtonHealthPolicy: { control: 'boolean', description: 'Unset: the banner setting' } },
  render: (args) => <FooterWithCopy {...(args as Args)} />,
} satisfies Meta<FooterProps & Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    await expect(footer.querySelector('[data-part="copyright"]')).toHaveTextContent(/^© 2025 .+$/);
    await expect(canvas.getByRole('link', { name: 'Accessibility Statement' })).toHaveAttribute(
      'href',
      '/i/terms/accessibility',
    );
    const phone = footer.querySelector('[data-part="help-phone"]');
    await expect(phone?.getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/i/privacy-policy');

    const privacyChoices = canvas.getByRole('button', { name: 'Your Privacy Choices' });
    await userEvent.click(privacyChoices);
    await expect(args.onPrivacyChoices).toHaveBeenCalledOnce();
    privacyChoices.focus();
    await userEvent.keyboard(' ');
    await expect(args.onPrivacyChoices).toHaveBeenCalledTimes(2);
  },
};

export const WithWashingtonHealthPolicy: Story = {
  args: { showsWashingtonHealthPolicy: true } as Args,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Washington Consumer Health Data Privacy Policy' }),
    ).toHaveAttribute('href', WASHINGTON_HEALTH_POLICY_PATH);
  },
};

export const WithoutWashingtonHealthPolicy: Story = {
  args: { showsWashingtonHealthPolicy: false } as Args,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /Washington/ })).toBeNull();
  },
};

export const BannerReview: Story = {
  ...bannerMatrixStory(() => <FooterWithCopy onPrivacyChoices={() => {}} isInMatrix />, 360),
  // OCP-021, OCP-024: each banner shows its own company name and screen-reader help line.
  play: async ({ canvasElement }) => {
    for (const banner of banners) {
      const cell = within(canvasElement).getByRole('region', { name: banner.name });
      await expect(cell).toHaveTextContent(`© 2025 ${banner.companyName}`);
      await expect(cell).toHaveTextContent(formatPhoneDisplay(banner.screenReaderHelpPhone));
    }
  },
};
