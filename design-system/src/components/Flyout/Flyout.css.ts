import { globalStyle, style } from '@vanilla-extract/css';
import { sidePanelWidth } from '../OverlayParts/dialogParts.css.ts';
import { layered } from '../OverlayParts/layered.ts';

export const flyout = style(layered({ vars: { [sidePanelWidth]: '480px' } }));

/** The wallet's footer buttons (Confirm and Cancel) share the row; too long for one row, they stack. */
export const footer = style(layered({ flexWrap: 'wrap-reverse' }));

globalStyle(`${footer} > *`, layered({ flex: '1 1 auto' }));
