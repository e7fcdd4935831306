import { Button, DialogClose, Drawer, type DrawerProps, MaskedTextField, TextField } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

/** Everything but the strings and slots, which each story takes from the current banner's copy. */
type Args = Omit<DrawerProps, 'title' | 'description' | 'children' | 'footer' | 'closeLabel' | 'trigger'>;

/** Fixture products of the replacement drawer: enough rows to make its body scroll. */
const unavailableItems = [
  'Organic Bananas, 2 lb',
  'Whole Milk, 1 gal',
  'Large Brown Eggs, 12 ct',
  'Sourdough Bread, 24 oz',
  'Baby Spinach, 5 oz',
  'Greek Yogurt, 32 oz',
  'Cheddar Cheese, 8 oz',
  'Roma Tomatoes, 1 lb',
  'Ground Coffee, 12 oz',
  'Orange Juice, 52 fl oz',
  'Chicken Breast, 1.5 lb',
  'Honeycrisp Apples, 3 lb',
];

/** RPL-006, RPL-009: the replacement drawer, opened by the page when items are unavailable. */
function ReplacementDrawer(args: Args) {
  const { copy } = useCopy();
  const drawer = copy.components.drawer;
  return (
    <Drawer
      {...args}
      title={drawer.replacementTitle}
      closeLabel={drawer.closeLabel}
      footer={<Button>{drawer.continueToPayment}</Button>}
    >
      <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }}>
        {unavailableItems.map((item) => (
          <li
            key={item}
            style={{
              padding: 16,
              border: '1px solid var(--aisle-color-border)',
              borderRadius: 'var(--aisle-radius-md)',
            }}
          >
            {item}
          </li>
        ))}
      </ul>
    </Drawer>
  );
}

/** PAY-009, PAY-021: the contact drawer, opened from the contact row's 'Edit Info'. */
function ContactDrawer(args: Args) {
  const { copy } = useCopy();
  const drawer = copy.components.drawer;
  const fields = copy.components.textField;
  return (
    <Drawer
      {...args}
      title={drawer.contactTitle}
      closeLabel={drawer.closeLabel}
      trigger={<Button variant="tertiary">{drawer.editContact}</Button>}
      footer={
        <DialogClose asChild>
          <Button>{drawer.updateContact}</Button>
        </DialogClose>
      }
    >
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label={fields.firstNameLabel} defaultValue="Ana" autoComplete="given-name" />
        <TextField label={fields.lastNameLabel} defaultValue="Lopez" autoComplete="family-name" />
        <MaskedTextField
          label={fields.phoneLabel}
          type="tel"
          mask="(###) ###-####"
          defaultValue="(513) 555-0123"
          autoComplete="tel"
        />
      </div>
    </Drawer>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  // The strings come from the banner's copy in each render, so stories do not pass them as args.
  component: Drawer as ComponentType<Args>,
  args: { onOpenChange: fn(), closeOnEscape: true, closeOnOutsideClick: true, showClose: true },
  render: (args) => <ContactDrawer {...args} />,
  parameters: {
    // Open dialogs cover the page they are on: on the docs page each story gets its own frame.
    docs: { story: { inline: false, height: '560px' } },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** Opens from the contact row, focuses inside, closes with its close button and returns focus. */
export const FromTrigger: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit Info' });
    await userEvent.click(trigger);
    const drawer = await page.findByRole('dialog', { name: 'Contact Information' });
    await expect(drawer).toHaveAttribute('data-component', 'Drawer');
    await expect(within(drawer).getByRole('textbox', { name: 'First Name' })).toHaveValue('Ana');
    await waitFor(() => expect(drawer).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await userEvent.click(within(drawer).getByRole('button', { name: 'close dialog' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The footer's primary button closes it (wrapped in DialogClose); so does Escape. */
export const PrimaryButtonCloses: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Info' }));
    const drawer = await page.findByRole('dialog', { name: 'Contact Information' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Update Contact Information' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Info' }));
    await page.findByRole('dialog', { name: 'Contact Information' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

export const ContactOpen: Story = { args: { defaultOpen: true } };

/** A long body scrolls between the fixed header and footer. */
export const ReplacementScrolls: Story = {
  args: { defaultOpen: true },
  render: (args) => <ReplacementDrawer {...args} />,
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Items Are Unavailable',
    });
    const body = drawer.querySelector('[data-part="body"]') as HTMLElement;
    await expect(getComputedStyle(body).overflowY).toBe('auto');
    // Nothing in it is focusable, so the overflowing body itself takes focus for keyboard scrolling.
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    // A tab stop has a name: the body is a region named by the drawer's title.
    await expect(within(drawer).getByRole('region', { name: 'Items Are Unavailable' })).toBe(body);
    await expect(within(drawer).getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
  },
};

/** The review sheet draws each banner's drawer panel in the page flow (`presentation="inline"`). */
export const BannerReview: Story = bannerMatrixStory(() => <ContactDrawer presentation="inline" />, 320);
