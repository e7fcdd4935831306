import { media } from '@aisle/banner-themes';
import { style } from '@vanilla-extract/css';
import { sidePanelWidth } from '../OverlayParts/dialogParts.css.ts';
import { layered } from '../OverlayParts/layered.ts';

export const drawer = style(layered({ vars: { [sidePanelWidth]: '440px' } }));

/** Footer buttons span the panel on phones, one per row, and sit side by side at the end from 768px. */
export const footer = style(
  layered({
    display: 'grid',
    justifyContent: 'stretch',
    '@media': { [media.tablet]: { display: 'flex', justifyContent: 'flex-end' } },
  }),
);
