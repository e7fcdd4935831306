import { formatCopy } from '@aisle/banner-themes/copy';
import { useId } from 'react';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './ItemImageSummary.css.ts';

export const itemImageSummaryVariants = ['summary', 'expandable'] as const;
export type ItemImageSummaryVariant = (typeof itemImageSummaryVariants)[number];

/** SEL-172 and SEL-175: images shown before the '+N' circle, per variant. */
export const itemImageSummaryLimits = { summary: 8, expandable: 5 } as const satisfies Record<
  ItemImageSummaryVariant,
  number
>;

/** SEL-174: the '+N' circle never shows more than 999. */
export const ITEM_IMAGE_SUMMARY_CAP = 999;

/** The count of hidden items as shown: '12', or '999+' above 999. */
export function overflowCountText(hiddenCount: number): string {
  return isOverflowCapped(hiddenCount) ? `${ITEM_IMAGE_SUMMARY_CAP}+` : String(hiddenCount);
}

function isOverflowCapped(hiddenCount: number): boolean {
  return hiddenCount > ITEM_IMAGE_SUMMARY_CAP;
}

export type ItemImage = { id: string; src: string; alt: string };

export type ItemImageSummaryLabels = {
  /** Name of the list of images. */
  label: string;
  /** The circle's text, '+{count}'; above 999 the circle reads '999+' (SEL-174). */
  more: string;
  /** What the circle reads, '{count} more items'. */
  moreLabel: string;
  /** The expandable variant's toggle, closed and open. */
  showAll: string;
  showLess: string;
};

export type ItemImageSummaryProps = {
  items: readonly ItemImage[];
  /** How many items the order holds, when more than the images given; defaults to `items.length`. */
  totalCount?: number;
  variant?: ItemImageSummaryVariant;
  /** Controlled expansion of the expandable variant. */
  isExpanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (isExpanded: boolean) => void;
  labels: ItemImageSummaryLabels;
  className?: string;
};

/**
 * The order's items as small round images: up to 8, then a '+N' circle capped at '999+'. The expandable
 * variant shows 5 and a toggle that shows them all.
 */
export function ItemImageSummary({
  items,
  totalCount,
  variant = 'summary',
  isExpanded,
  defaultExpanded = false,
  onExpandedChange,
  labels,
  className,
}: ItemImageSummaryProps) {
  const listId = useId();
  const [isOpen, setOpen] = useControllableState({
    value: isExpanded,
    defaultValue: defaultExpanded,
    onChange: onExpandedChange,
  });
  const isExpandable = variant === 'expandable';
  const expanded = isExpandable && isOpen;
  const limit = itemImageSummaryLimits[variant];
  const shown = expanded ? items : items.slice(0, limit);
  const total = Math.max(totalCount ?? items.length, items.length);
  const hiddenCount = total - shown.length;
  const countText = overflowCountText(hiddenCount);
  const canExpand = isExpandable && items.length > limit;

  function toggle() {
    setOpen(!expanded);
  }

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-component="ItemImageSummary"
      data-variant={variant}
      data-state={isExpandable ? (expanded ? 'expanded' : 'collapsed') : undefined}
    >
      <ul id={listId} className={styles.list} aria-label={labels.label}>
        {shown.map((item) => (
          <li key={item.id} className={styles.item} data-part="item">
            <img className={styles.image} src={item.src} alt={item.alt} width={48} height={48} />
          </li>
        ))}
        {hiddenCount > 0 ? (
          <li className={styles.more} data-part="more">
            <span aria-hidden="true">
              {isOverflowCapped(hiddenCount) ? countText : formatCopy(labels.more, { count: countText })}
            </span>
            <span className={visuallyHidden}>{formatCopy(labels.moreLabel, { count: countText })}</span>
          </li>
        ) : null}
      </ul>
      {canExpand ? (
        <Button
          variant="tertiary"
          size="small"
          aria-expanded={expanded}
          aria-controls={listId}
          data-part="toggle"
          onClick={toggle}
        >
          {expanded ? labels.showLess : labels.showAll}
        </Button>
      ) : null}
    </div>
  );
}
