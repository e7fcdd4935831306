import { AgeVerificationModal } from '@aisle/storefront/flows/age-verification/AgeVerificationModal.tsx';
import { ageVerificationCopy } from '@aisle/storefront/lib/copy/ageVerification.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { flowDocs } from '../../support/FlowHarness.tsx';

/**
 * Age verification (ACC-015, ACC-067..069): the modal the scheduling step opens when the order holds
 * age-restricted items and no date of birth was given. 'Today' is fixed (Nov 25, 2026) so the checks are
 * the same every day; in the store it is the store's or the address's day.
 */
const today = { year: 2026, month: 11, day: 25 };
const verified = fn();

function AgeVerificationStage({ minAge = 21 }: { minAge?: number }) {
  const banner = useBanner();
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="state">{open ? 'open' : 'closed'}</p>
      <AgeVerificationModal
        open={open}
        onOpenChange={setOpen}
        minAge={minAge}
        today={today}
        onVerified={verified}
        labels={ageVerificationCopy(banner)}
      />
    </>
  );
}

const meta = {
  title: 'Flows/AgeVerification/Modal',
  parameters: { docs: flowDocs, layout: 'fullscreen' },
  beforeEach: () => {
    verified.mockClear();
  },
  render: () => <AgeVerificationStage />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Verify Your Age' });

async function fill(canvasElement: HTMLElement, birthDate: string, agree: boolean) {
  const modal = within(await dialog(canvasElement));
  const field = modal.getByRole('textbox', { name: 'Date of Birth (MM/DD/YYYY)' });
  await userEvent.clear(field);
  if (birthDate) await userEvent.type(field, birthDate);
  const terms = modal.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' });
  if (agree !== (terms as HTMLInputElement).checked) await userEvent.click(terms);
  await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
  return modal;
}

/** The modal as it opens: its links go to the cart (ACC-002) and the banner's alcohol policies (ACC-007). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const modal = within(await dialog(canvasElement));
    await expect(modal.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
    await expect(modal.getByRole('link', { name: 'State alcohol sales policies' })).toHaveAttribute(
      'href',
      '/i/terms/alcohol-sales',
    );
    await expect(modal.getByRole('textbox', { name: 'Date of Birth (MM/DD/YYYY)' })).toHaveAttribute(
      'autocomplete',
      'bday',
    );
  },
};

/** Nothing filled in: 'Please enter a valid date.' and 'Please agree to the Terms & Conditions.' (ACC-092, ACC-097). */
export const EverythingMissing: Story = {
  play: async ({ canvasElement }) => {
    const modal = await fill(canvasElement, '', false);
    await expect(await modal.findByText('Please enter a valid date.')).toBeVisible();
    await expect(modal.getByText('Please agree to the Terms & Conditions.')).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'Date of Birth (MM/DD/YYYY)' })).toHaveFocus();
    await expect(verified).not.toHaveBeenCalled();
  },
};

/** Not a real date (ACC-092), and a date before 1900-01-01 (ACC-093): 'Please enter a valid date.'. */
export const InvalidDate: Story = {
  play: async ({ canvasElement }) => {
    let modal = await fill(canvasElement, '02302000', true);
    await expect(await modal.findByText('Please enter a valid date.')).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'Date of Birth (MM/DD/YYYY)' })).toHaveValue('02/30/2000');
    modal = await fill(canvasElement, '12311899', true);
    await expect(await modal.findByText('Please enter a valid date.')).toBeVisible();
    await expect(verified).not.toHaveBeenCalled();
  },
};

/** Younger than the minimum age, by one day (ACC-095): the message names the age. */
export const TooYoung: Story = {
  play: async ({ canvasElement }) => {
    const modal = await fill(canvasElement, '11262005', true);
    await expect(await modal.findByText('Items in your order require a minimum age of 21.')).toBeVisible();
    await expect(verified).not.toHaveBeenCalled();
  },
};

/** The terms unchecked: only the terms message; the checkbox takes the focus (ACC-097). */
export const TermsRequired: Story = {
  play: async ({ canvasElement }) => {
    const modal = await fill(canvasElement, '01011990', false);
    await expect(await modal.findByText('Please agree to the Terms & Conditions.')).toBeVisible();
    await expect(modal.queryByText('Please enter a valid date.')).toBeNull();
    await expect(modal.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' })).toHaveFocus();
  },
};

/** The terms open in a second modal and close back to the first (ACC-016, ACC-068). */
export const TermsModal: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const modal = within(await dialog(canvasElement));
    await userEvent.click(modal.getByRole('button', { name: 'View Terms & Conditions' }));
    const terms = await body.findByRole('dialog', { name: 'Terms & Conditions' });
    await expect(terms).toBeVisible();
    await userEvent.click(within(terms).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Terms & Conditions' })).toBeNull());
    await expect(await dialog(canvasElement)).toBeVisible();
  },
};

/** Exactly 21 today passes (ACC-096): the date goes on as ISO and the modal closes (ACC-069). */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '11252005', true);
    await waitFor(() => expect(verified).toHaveBeenCalledWith('2005-11-25'));
    await expect(within(canvasElement).getByTestId('state')).toHaveTextContent('closed');
  },
};

/** A lower minimum age from the items (18): the message says 18, and a 19-year-old passes. */
export const MinimumAge18: Story = {
  render: () => <AgeVerificationStage minAge={18} />,
  play: async ({ canvasElement }) => {
    const modal = await fill(canvasElement, '11262008', true);
    await expect(await modal.findByText('Items in your order require a minimum age of 18.')).toBeVisible();
    await fill(canvasElement, '01012007', true);
    await waitFor(() => expect(verified).toHaveBeenCalledWith('2007-01-01'));
  },
};

/** The earliest date taken, 01/01/1900, passes the date check (ACC-094). */
export const EarliestDate: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '01011900', true);
    await waitFor(() => expect(verified).toHaveBeenCalledWith('1900-01-01'));
  },
};
