import {
  Accordion,
  type AccordionItem,
  type AccordionSingleProps,
  accordionHeadingLevels,
  accordionTypes,
  Button,
} from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

/** The story controls: the items come from the banner's copy in each render. */
type Args = {
  type: 'single' | 'multiple';
  headingLevel?: AccordionSingleProps['headingLevel'];
  collapsible?: boolean;
  isGiftCardsDisabled?: boolean;
  onValueChange?: (value: string | string[]) => void;
};

/** PAY-085: the checkout's payment sections. */
function usePaymentSections(isGiftCardsDisabled = false): AccordionItem[] {
  const { copy } = useCopy();
  const accordion = copy.components.accordion;
  return [
    {
      value: 'credit-debit',
      title: accordion.creditDebit,
      content: <Button variant="secondary">{accordion.addCard}</Button>,
    },
    {
      value: 'snap',
      title: accordion.snap,
      content: (
        <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
          <p style={{ margin: 0 }}>{accordion.snapPinHeading}</p>
          <Button variant="secondary">{accordion.addSnapCard}</Button>
        </div>
      ),
    },
    {
      value: 'gift-cards',
      title: accordion.giftCards,
      content: <p style={{ margin: 0 }}>{accordion.giftCardNote}</p>,
      disabled: isGiftCardsDisabled,
    },
  ];
}

function PaymentSections({ type, headingLevel, collapsible, isGiftCardsDisabled, onValueChange }: Args) {
  const items = usePaymentSections(isGiftCardsDisabled);
  return type === 'multiple' ? (
    <Accordion
      type="multiple"
      items={items}
      headingLevel={headingLevel}
      defaultValue={['credit-debit', 'snap']}
      onValueChange={onValueChange}
    />
  ) : (
    <Accordion
      type="single"
      items={items}
      headingLevel={headingLevel}
      collapsible={collapsible}
      onValueChange={onValueChange}
    />
  );
}

/** Controlled: the page holds which section is open. */
function ControlledPaymentSections({ onValueChange }: Args) {
  const items = usePaymentSections();
  const [value, setValue] = useState('gift-cards');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Accordion
        type="single"
        items={items}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      />
      <output data-testid="open-section">{value}</output>
    </div>
  );
}

const meta = {
  title: 'Overlays/Accordion',
  // The items come from the banner's copy in each render, so stories do not pass them as args.
  component: Accordion as ComponentType<Args>,
  args: { type: 'single', headingLevel: 3, collapsible: true, isGiftCardsDisabled: false, onValueChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: accordionTypes },
    headingLevel: { control: 'inline-radio', options: accordionHeadingLevels },
  },
  render: (args) => <PaymentSections {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** Enter and Space toggle a section; aria-expanded follows; the arrow keys move between headers. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const creditDebit = canvas.getByRole('button', { name: 'Credit & Debit' });
    await expect(creditDebit).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Credit & Debit' })).toContainElement(creditDebit);
    await expect(creditDebit.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');

    creditDebit.focus();
    await userEvent.keyboard('{Enter}');
    await expect(creditDebit).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Add Credit/Debit Card' })).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('credit-debit');

    await userEvent.keyboard(' ');
    await expect(creditDebit).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Add Credit/Debit Card' })).toBeNull());

    await userEvent.keyboard('{ArrowDown}');
    const snap = canvas.getByRole('button', { name: 'SNAP EBT' });
    await expect(snap).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(snap).toHaveAttribute('aria-expanded', 'true');
    await expect(snap).toHaveAttribute('data-state', 'open');
  },
};

/** Single: opening one section closes the other. */
export const Single: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const creditDebit = canvas.getByRole('button', { name: 'Credit & Debit' });
    const giftCards = canvas.getByRole('button', { name: 'Gift Cards' });
    await userEvent.click(creditDebit);
    await userEvent.click(giftCards);
    await expect(giftCards).toHaveAttribute('aria-expanded', 'true');
    await expect(creditDebit).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Multiple: sections open independently (two open to start). */
export const Multiple: Story = {
  args: { type: 'multiple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Credit & Debit' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'SNAP EBT' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Gift Cards' }));
    await expect(canvas.getByRole('button', { name: 'Gift Cards' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'SNAP EBT' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const HeadingLevelTwoWithDisabledSection: Story = {
  args: { headingLevel: 2, isGiftCardsDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Gift Cards' })).toBeDisabled();
  },
};

export const Controlled: Story = {
  render: (args) => <ControlledPaymentSections {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Gift Cards' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'SNAP EBT' }));
    await expect(canvas.getByTestId('open-section')).toHaveTextContent('snap');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('snap');
  },
};

const matrix = bannerMatrixStory(() => <PaymentSections type="multiple" />);

export const BannerReview: Story = {
  ...matrix,
  parameters: {
    ...matrix.parameters,
    // Each open section is a region named by its header (WAI-ARIA accordion); the sheet repeats the
    // same sections once per banner, which is the only place the same names appear 30 times.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
};
