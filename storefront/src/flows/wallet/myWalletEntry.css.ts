import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

/** The account home's wallet section: spaced and headed like the home's other sections. */
export const section = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', marginTop: vars.space.lg });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
