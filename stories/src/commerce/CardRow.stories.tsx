import type { BannerCopy } from '@aisle/banner-themes';
import {
  CARD_BRANDS,
  type CardBrand,
  CardRow,
  type CardRowAction,
  type CardRowKind,
  type CardRowProps,
  cardBalanceStates,
  cardRowActions,
  cardRowKinds,
} from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, useId, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

/** Everything but the strings, which each story takes from the current banner's copy. */
type Args = Omit<CardRowProps, 'labels' | 'brandName'>;

function brandNameOf(copy: BannerCopy, kind: CardRowKind, brand: CardBrand): string {
  const names = copy.components.cardBrand;
  if (brand === 'NONE' && kind === 'snap') return names.SNAP;
  if (brand === 'NONE' && kind === 'gift') return names.GIFT;
  return names[brand];
}

function CardRowExample(args: Args) {
  const { copy } = useCopy();
  return (
    <div style={{ maxWidth: 560 }}>
      <CardRow {...args} brandName={brandNameOf(copy, args.kind, args.brand)} labels={copy.components.cardRow} />
    </div>
  );
}

const meta = {
  title: 'Commerce/CardRow',
  // The strings come from the banner's copy in each render, so stories do not pass them as args.
  component: CardRow as ComponentType<Args>,
  args: {
    kind: 'bank',
    value: 'visa-1111',
    name: 'bank-card',
    brand: 'VISA',
    lastFour: '1111',
    expirationMonth: '08',
    expirationYear: '2027',
    actions: cardRowActions,
    onSelectedChange: fn(),
    onAction: fn(),
    onCheckBalance: fn(),
    onRetryBalance: fn(),
  },
  argTypes: {
    kind: { control: 'inline-radio', options: cardRowKinds },
    brand: { control: 'select', options: CARD_BRANDS },
    balanceState: { control: 'inline-radio', options: cardBalanceStates },
    actions: { control: 'check', options: cardRowActions },
  },
  render: (args) => <CardRowExample {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

const snapCard = {
  kind: 'snap',
  value: 'snap-0001',
  name: 'snap-card',
  brand: 'NONE',
  lastFour: '0001',
  expirationMonth: '',
  expirationYear: '',
} as const;
const giftCard = {
  kind: 'gift',
  value: 'gift-0001',
  name: 'gift-card',
  brand: 'NONE',
  lastFour: '0001',
  expirationMonth: '',
  expirationYear: '',
} as const;

export const BankPreferred: Story = {
  args: { isPreferred: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radio = canvas.getByRole('radio', { name: 'Visa ending in 1111' });
    await expect(radio).toBeChecked();
    await expect(radio).toHaveAccessibleDescription('Exp. 08/27 Preferred');
    await expect(canvasElement.querySelector('[data-part="number"]')).toHaveTextContent('•••• •••• •••• 1111');
    // WAL-048: a preferred card's menu has no Make Preferred.
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Visa ending in 1111' }));
    const items = canvas.getAllByRole('menuitem').map((item) => item.textContent);
    await expect(items).toEqual(['Edit', 'Delete']);
    await expect(canvas.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Actions for Visa ending in 1111' })).toHaveFocus();
  },
};

export const Expired: Story = {
  args: {
    value: 'mastercard-4444',
    brand: 'MASTERCARD',
    lastFour: '4444',
    expirationMonth: '01',
    expirationYear: '2024',
    isExpired: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const radio = canvas.getByRole('radio', { name: 'Mastercard ending in 4444' });
    // WAL-088: an expired card cannot be selected; its error is read with it (WAL-055).
    await expect(radio).toBeDisabled();
    await expect(radio).toHaveAccessibleDescription('Exp. 01/24 Expired. Please update your payment info.');
    await userEvent.click(canvas.getByRole('button', { name: 'EDIT EXPIRED CARD' }));
    await expect(args.onAction).toHaveBeenCalledWith('edit', 'mastercard-4444');
    // WAL-056: only Edit.
    await userEvent.click(canvas.getByRole('button', { name: /^Actions for/ }));
    await expect(canvas.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit']);
  },
};

export const Disabled: Story = {
  args: { ...giftCard, value: 'gift-0002', lastFour: '0002', balance: 0, isDisabled: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Gift Card ending in 0002' });
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).toHaveAccessibleDescription('Remaining $0.00');
  },
};

export const SnapCheckBalance: Story = {
  args: { ...snapCard },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'SNAP EBT ending in 0001' })).not.toBeChecked();
    await expect(canvasElement.querySelector('[data-part="number"]')).toHaveTextContent('•••• •••• •••• 0001');
    await userEvent.click(canvas.getByRole('button', { name: 'Check Balance' }));
    await expect(args.onCheckBalance).toHaveBeenCalledWith('snap-0001');
  },
};

export const SnapWithBalance: Story = {
  args: { ...snapCard, balance: 150, defaultSelected: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'SNAP EBT ending in 0001' })).toHaveAccessibleDescription(
      'Remaining $150.00',
    );
    await expect(canvas.queryByRole('button', { name: 'Check Balance' })).toBeNull();
  },
};

export const GiftWithBalance: Story = {
  args: { ...giftCard, balance: 25, defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Gift Card ending in 0001' });
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onSelectedChange).toHaveBeenCalledWith(false, 'gift-0001');
    await expect(canvasElement.querySelector('[data-component="CardRow"]')).toHaveAttribute('data-state', 'idle');
  },
};

export const GiftRetry: Story = {
  args: { ...giftCard, balanceState: 'missing' },
  play: async ({ canvasElement, args }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Retry' });
    await expect(retry).toHaveAccessibleDescription('Gift Card ending in 0001');
    await userEvent.click(retry);
    await expect(args.onRetryBalance).toHaveBeenCalledWith('gift-0001');
  },
};

export const GiftBalanceError: Story = {
  args: { ...giftCard, balanceState: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Gift Card ending in 0001' })).toHaveAccessibleDescription(
      'Balance Error',
    );
  },
};

type WalletCard = {
  value: string;
  kind: CardRowKind;
  brand: CardBrand;
  lastFour: string;
  expirationMonth?: string;
  expirationYear?: string;
  isExpired?: boolean;
  balance?: number;
  maskLength?: number;
};

const bankCards: WalletCard[] = [
  { value: 'visa-1111', kind: 'bank', brand: 'VISA', lastFour: '1111', expirationMonth: '08', expirationYear: '2027' },
  {
    value: 'mastercard-4444',
    kind: 'credit',
    brand: 'MASTERCARD',
    lastFour: '4444',
    expirationMonth: '01',
    expirationYear: '2024',
    isExpired: true,
  },
  {
    value: 'amex-0005',
    kind: 'credit',
    brand: 'AMEX',
    lastFour: '0005',
    expirationMonth: '11',
    expirationYear: '2028',
  },
  {
    value: 'discover-1117',
    kind: 'bank',
    brand: 'DISCOVER',
    lastFour: '1117',
    expirationMonth: '03',
    expirationYear: '2029',
  },
];

/**
 * The card list's Credit & Debit group as the wallet runs it: one selection (radio), Make Preferred
 * moves the preferred mark and selects the card (WAL-110, WAL-111).
 */
function BankCardGroup({ onSelectedChange, onAction }: Pick<Args, 'onSelectedChange' | 'onAction'>) {
  const { copy } = useCopy();
  const headingId = useId();
  const [selected, setSelected] = useState('visa-1111');
  const [preferred, setPreferred] = useState('visa-1111');
  function act(action: CardRowAction, value: string) {
    onAction?.(action, value);
    if (action === 'makePreferred') {
      setPreferred(value);
      setSelected(value);
    }
  }
  return (
    <div style={{ maxWidth: 560 }}>
      <h3 id={headingId} style={{ fontSize: 16, margin: '0 0 8px' }}>
        {copy.components.cardRow.creditAndDebit}
      </h3>
      <div role="radiogroup" aria-labelledby={headingId} style={{ display: 'grid', gap: 8 }}>
        {[...bankCards]
          .sort((first, second) => Number(second.value === preferred) - Number(first.value === preferred))
          .map((card) => (
            <CardRow
              key={card.value}
              {...card}
              name="credit-and-debit"
              brandName={brandNameOf(copy, card.kind, card.brand)}
              isPreferred={card.value === preferred}
              isSelected={card.value === selected}
              onSelectedChange={(isSelected, value) => {
                onSelectedChange?.(isSelected, value);
                if (isSelected) setSelected(value);
              }}
              onAction={act}
              labels={copy.components.cardRow}
            />
          ))}
      </div>
    </div>
  );
}

export const BankCardList: Story = {
  render: (args) => <BankCardGroup onSelectedChange={args.onSelectedChange} onAction={args.onAction} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const visa = canvas.getByRole('radio', { name: 'Visa ending in 1111' });
    await expect(canvas.getByRole('radiogroup', { name: 'Credit & Debit' })).toBeVisible();
    await expect(visa).toBeChecked();
    // Keyboard: Tab reaches the group's selected radio, ArrowDown skips the expired card.
    await userEvent.tab();
    await expect(visa).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const amex = canvas.getByRole('radio', { name: 'American Express ending in 0005' });
    await expect(amex).toBeChecked();
    await expect(amex).toHaveFocus();
    await expect(visa).not.toBeChecked();
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(true, 'amex-0005');
  },
};

export const MakePreferredFromMenu: Story = {
  render: (args) => <BankCardGroup onSelectedChange={args.onSelectedChange} onAction={args.onAction} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Actions for Discover ending in 1117' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = canvas.getByRole('menu', { name: 'Actions for Discover ending in 1117' });
    await expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Make Preferred' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('makePreferred', 'discover-1117');
    await expect(canvas.queryByRole('menu')).toBeNull();
    const discover = canvas.getByRole('radio', { name: 'Discover ending in 1117' });
    await waitFor(() => expect(discover).toBeChecked());
    await expect(discover).toHaveAccessibleDescription('Exp. 03/29 Preferred');
    // The preferred card is listed first (WAL-075).
    await expect(canvas.getAllByRole('radio')[0]).toBe(discover);
  },
};

const otherCards: WalletCard[] = [
  { value: 'snap-0001', kind: 'snap', brand: 'NONE', lastFour: '0001', balance: 150 },
  { value: 'gift-0001', kind: 'gift', brand: 'NONE', lastFour: '0001', balance: 25 },
  { value: 'gift-0003', kind: 'gift', brand: 'NONE', lastFour: '0003' },
];

/** SNAP EBT and gift cards tick on and off independently (WAL-082, WAL-083). */
function SnapAndGiftGroup({ onSelectedChange }: Pick<Args, 'onSelectedChange'>) {
  const { copy } = useCopy();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set(['snap-0001']));
  function row(card: WalletCard) {
    return (
      <CardRow
        key={card.value}
        {...card}
        name={card.kind === 'snap' ? 'snap-ebt' : 'gift-cards'}
        brandName={brandNameOf(copy, card.kind, card.brand)}
        actions={['delete']}
        isSelected={ticked.has(card.value)}
        onSelectedChange={(isSelected, value) => {
          onSelectedChange?.(isSelected, value);
          setTicked((current) => {
            const next = new Set(current);
            if (isSelected) next.add(value);
            else next.delete(value);
            return next;
          });
        }}
        labels={copy.components.cardRow}
      />
    );
  }
  return (
    <div style={{ maxWidth: 560, display: 'grid', gap: 16 }}>
      <fieldset style={{ display: 'grid', gap: 8, margin: 0, padding: 0, border: 0 }}>
        <legend style={{ fontSize: 16, fontWeight: 700, padding: 0, marginBottom: 8 }}>
          {copy.components.cardRow.snapEbt}
        </legend>
        {otherCards.filter((card) => card.kind === 'snap').map(row)}
      </fieldset>
      <fieldset style={{ display: 'grid', gap: 8, margin: 0, padding: 0, border: 0 }}>
        <legend style={{ fontSize: 16, fontWeight: 700, padding: 0, marginBottom: 8 }}>
          {copy.components.cardRow.giftCard}
        </legend>
        {otherCards.filter((card) => card.kind === 'gift').map(row)}
      </fieldset>
    </div>
  );
}

export const SnapAndGiftLists: Story = {
  render: (args) => <SnapAndGiftGroup onSelectedChange={args.onSelectedChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const gifts = canvas.getByRole('group', { name: 'Gift Card' });
    const gift = within(gifts).getByRole('checkbox', { name: 'Gift Card ending in 0001' });
    gift.focus();
    await userEvent.keyboard(' ');
    await expect(gift).toBeChecked();
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(true, 'gift-0001');
    // Ticking a gift card leaves the SNAP card ticked.
    await expect(canvas.getByRole('checkbox', { name: 'SNAP EBT ending in 0001' })).toBeChecked();
  },
};

/** Every brand's icon and mask length. */
export const Brands: Story = {
  render: function BrandsStory() {
    const { copy } = useCopy();
    const lastFour: Record<CardBrand, string> = {
      VISA: '1111',
      MASTERCARD: '4444',
      AMEX: '0005',
      DISCOVER: '1117',
      DINERS: '5904',
      JCB: '0000',
      UNIONPAY: '0005',
      NONE: '4242',
    };
    return (
      <div
        role="radiogroup"
        aria-label={copy.components.cardRow.creditAndDebit}
        style={{ maxWidth: 560, display: 'grid', gap: 8 }}
      >
        {CARD_BRANDS.map((brand) => (
          <CardRow
            key={brand}
            kind="bank"
            name="brands"
            value={brand}
            brand={brand}
            brandName={copy.components.cardBrand[brand]}
            lastFour={lastFour[brand]}
            expirationMonth="12"
            expirationYear="2030"
            actions={[]}
            labels={copy.components.cardRow}
          />
        ))}
      </div>
    );
  },
};

export const BannerReview: Story = bannerMatrixStory((banner) => {
  const labels = banner.strings.components.cardRow;
  const names = banner.strings.components.cardBrand;
  const name = `review-${banner.id}`;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <CardRow
        kind="bank"
        name={name}
        value="visa"
        brand="VISA"
        brandName={names.VISA}
        lastFour="1111"
        expirationMonth="08"
        expirationYear="2027"
        isPreferred
        isSelected
        labels={labels}
      />
      <CardRow
        kind="bank"
        name={name}
        value="mc"
        brand="MASTERCARD"
        brandName={names.MASTERCARD}
        lastFour="4444"
        expirationMonth="01"
        expirationYear="2024"
        isExpired
        labels={labels}
      />
      <CardRow
        kind="gift"
        name={`${name}-gift`}
        value="gift"
        brand="NONE"
        brandName={names.GIFT}
        lastFour="0001"
        balance={25}
        isSelected
        labels={labels}
      />
      <CardRow
        kind="snap"
        name={`${name}-snap`}
        value="snap"
        brand="NONE"
        brandName={names.SNAP}
        lastFour="0001"
        labels={labels}
      />
    </div>
  );
}, 420);
