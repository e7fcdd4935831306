import { Button, Flyout, type FlyoutProps, RadioGroup, TextField } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

/** Everything but the strings and slots, which each story takes from the current banner's copy. */
type Args = Omit<FlyoutProps, 'title' | 'description' | 'children' | 'footer' | 'closeLabel' | 'backLabel' | 'trigger'>;

type Screen = 'cardList' | 'addCard' | 'exitConfirm';

/** Fixture cards of the demo account (CONTRACT.md): the preferred Visa is the saved selection. */
const savedCardId = 'visa-1111';
const cards = [
  { value: 'visa-1111', label: 'Visa •••• 1111' },
  { value: 'mastercard-4444', label: 'Mastercard •••• 4444' },
];

const groupHeading = { margin: '24px 0 8px', fontSize: 'var(--aisle-fontSize-lg)' } as const;

/**
 * The wallet flyout at checkout, reduced to three screens: the card list (close button, Confirm and
 * Cancel), add card (back arrow, no close button) and the exit confirmation. Escape, a click outside,
 * the close button and Cancel all ask 'Discard Changes?' first when the selection changed (WAL-120).
 */
function WalletFlyout({ initialScreen = 'cardList', ...args }: Args & { initialScreen?: Screen }) {
  const { copy } = useCopy();
  const flyout = copy.components.flyout;
  const fields = copy.components.textField;
  const [isOpen, setIsOpen] = useState(args.defaultOpen ?? false);
  const [screen, setScreen] = useState<Screen>(initialScreen);
  const [selectedCardId, setSelectedCardId] = useState(
    initialScreen === 'exitConfirm' ? 'mastercard-4444' : savedCardId,
  );
  const hasChanges = selectedCardId !== savedCardId;

  const setOpen = (open: boolean) => {
    setIsOpen(open);
    setScreen('cardList');
    setSelectedCardId(savedCardId);
    args.onOpenChange?.(open);
  };
  /** Escape or a click outside: ask first when something would be lost; Escape on the question goes back. */
  const interceptExit = (event: Event) => {
    if (screen === 'exitConfirm') {
      event.preventDefault();
      setScreen('cardList');
    } else if (hasChanges) {
      event.preventDefault();
      setScreen('exitConfirm');
    }
  };
  const requestExit = () => (hasChanges ? setScreen('exitConfirm') : setOpen(false));

  const screens = {
    cardList: {
      title: flyout.cardListTitle,
      showClose: true,
      showBack: false,
      footer: (
        <>
          <Button variant="secondary" onClick={requestExit}>
            {flyout.cancel}
          </Button>
          <Button onClick={() => setOpen(false)}>{flyout.confirm}</Button>
        </>
      ),
      body: (
        <>
          <RadioGroup
            label={flyout.creditDebitGroup}
            options={cards}
            value={selectedCardId}
            onValueChange={setSelectedCardId}
          />
          <Button variant="tertiary" onClick={() => setScreen('addCard')}>
            {flyout.addCard}
          </Button>
          <h3 style={groupHeading}>{flyout.snapGroup}</h3>
          <Button variant="tertiary">{flyout.addSnapCard}</Button>
          <h3 style={groupHeading}>{flyout.giftGroup}</h3>
          <Button variant="tertiary">{flyout.addGiftCard}</Button>
        </>
      ),
    },
    addCard: {
      title: flyout.addCardTitle,
      showClose: false,
      showBack: true,
      footer: <Button onClick={() => setScreen('cardList')}>{flyout.submit}</Button>,
      body: (
        <div style={{ display: 'grid', gap: 16 }}>
          <TextField label={fields.firstNameLabel} autoComplete="cc-given-name" />
          <TextField label={fields.lastNameLabel} autoComplete="cc-family-name" />
        </div>
      ),
    },
    exitConfirm: {
      title: flyout.exitConfirmTitle,
      showClose: false,
      showBack: false,
      footer: (
        <>
          <Button variant="secondary" onClick={() => setScreen('cardList')}>
            {flyout.keepChanges}
          </Button>
          <Button onClick={() => setOpen(false)}>{flyout.discardChanges}</Button>
        </>
      ),
      body: <p style={{ margin: 0 }}>{flyout.exitConfirmText}</p>,
    },
  }[screen];

  return (
    <Flyout
      {...args}
      open={isOpen}
      onOpenChange={(open) => (open ? setOpen(true) : requestExit())}
      trigger={<Button variant="secondary">{flyout.openTrigger}</Button>}
      title={screens.title}
      showClose={screens.showClose}
      showBack={screens.showBack}
      onBack={() => setScreen('cardList')}
      closeLabel={flyout.closeLabel}
      backLabel={flyout.backLabel}
      onEscapeKeyDown={(event) => {
        args.onEscapeKeyDown?.(event);
        interceptExit(event);
      }}
      onPointerDownOutside={interceptExit}
      footer={screens.footer}
    >
      {screens.body}
    </Flyout>
  );
}

const meta = {
  title: 'Overlays/Flyout',
  // The strings come from the banner's copy in each render, so stories do not pass them as args.
  component: Flyout as ComponentType<Args>,
  args: { onOpenChange: fn(), onEscapeKeyDown: fn() },
  render: (args) => <WalletFlyout {...args} />,
  parameters: {
    // Open dialogs cover the page they are on: on the docs page each story gets its own frame.
    docs: { story: { inline: false, height: '640px' } },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const CardList: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const flyout = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Select Payment' });
    await expect(flyout).toHaveAttribute('data-component', 'Flyout');
    await expect(within(flyout).getByRole('button', { name: 'close dialog' })).toBeVisible();
    await expect(within(flyout).queryByRole('button', { name: 'Go back' })).toBeNull();
    await expect(canvasElement.ownerDocument.body).toHaveStyle({ overflow: 'hidden' });
  },
};

export const AddCard: Story = {
  args: { defaultOpen: true },
  render: (args) => <WalletFlyout {...args} initialScreen="addCard" />,
};

export const ExitConfirm: Story = {
  args: { defaultOpen: true },
  render: (args) => <WalletFlyout {...args} initialScreen="exitConfirm" />,
};

/** Add card shows the back arrow and no close button; back returns to the list, whose close button closes. */
export const BackAndClose: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Add or Change Payment Method' });
    await userEvent.click(trigger);
    const flyout = await page.findByRole('dialog', { name: 'Select Payment' });
    await userEvent.click(within(flyout).getByRole('button', { name: 'Add Credit/Debit Card' }));
    await expect(flyout).toHaveAccessibleName('Add Credit/Debit Card');
    await expect(within(flyout).queryByRole('button', { name: 'close dialog' })).toBeNull();
    await userEvent.click(within(flyout).getByRole('button', { name: 'Go back' }));
    await expect(flyout).toHaveAccessibleName('Select Payment');
    await userEvent.click(within(flyout).getByRole('button', { name: 'close dialog' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** WAL-120 to WAL-123: with a changed selection, Escape asks 'Discard Changes?'; No keeps, Yes closes. */
export const DiscardChangesOnEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Add or Change Payment Method' });
    await userEvent.click(trigger);
    const flyout = await page.findByRole('dialog', { name: 'Select Payment' });
    await userEvent.click(within(flyout).getByRole('radio', { name: 'Mastercard •••• 4444' }));

    await userEvent.keyboard('{Escape}');
    await expect(args.onEscapeKeyDown).toHaveBeenCalled();
    await expect(flyout).toHaveAccessibleName('Discard Changes?');
    await expect(
      within(flyout).getByText(
        'If you exit now, your selections will not be saved. Do you want to discard your changes?',
      ),
    ).toBeVisible();
    await userEvent.click(within(flyout).getByRole('button', { name: 'No, Keep Changes' }));
    await expect(flyout).toHaveAccessibleName('Select Payment');
    await expect(within(flyout).getByRole('radio', { name: 'Mastercard •••• 4444' })).toBeChecked();

    await userEvent.keyboard('{Escape}');
    await userEvent.click(await within(flyout).findByRole('button', { name: 'Yes, Discard Changes' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Without changes there is nothing to lose: Escape closes at once (WAL-123). */
export const EscapeClosesWithoutChanges: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add or Change Payment Method' }));
    await page.findByRole('dialog', { name: 'Select Payment' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** The review sheet draws each banner's flyout panel in the page flow (`presentation="inline"`). */
function InlineFlyout() {
  const { copy } = useCopy();
  const flyout = copy.components.flyout;
  const fields = copy.components.textField;
  return (
    <Flyout
      presentation="inline"
      title={flyout.addCardTitle}
      showBack
      showClose={false}
      backLabel={flyout.backLabel}
      closeLabel={flyout.closeLabel}
      footer={<Button>{flyout.submit}</Button>}
    >
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label={fields.firstNameLabel} autoComplete="cc-given-name" />
        <TextField label={fields.lastNameLabel} autoComplete="cc-family-name" />
      </div>
    </Flyout>
  );
}

export const BannerReview: Story = bannerMatrixStory(() => <InlineFlyout />, 320);
