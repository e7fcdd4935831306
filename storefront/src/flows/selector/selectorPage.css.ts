import { style } from '@vanilla-extract/css';

/** Holds the panel's place while its screens load, so the footer does not jump when they arrive. */
export const loading = style({ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 320 });
