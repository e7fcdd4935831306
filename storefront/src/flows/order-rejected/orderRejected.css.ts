import { media } from '@aisle/banner-themes';
import { style } from '@vanilla-extract/css';

/*
 * The processor's reason on the rejection page, as wide as the page's prose. Its words arrive with the
 * page's script (the reason is in the address), so the box keeps the height of the longest message from
 * the first paint (three lines on a phone, two from a tablet up) and nothing under it moves.
 */
export const purchaseError = style({
  maxWidth: '44rem',
  minBlockSize: '8.5rem',
  marginBlock: '1rem',
  '@media': { [media.tablet]: { minBlockSize: '6rem' } },
});

/** 'Go to Home' and 'Pay Another Way' on one line: the second comes after the first without moving it. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '1.5rem',
});
