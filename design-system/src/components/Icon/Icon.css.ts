import { style } from '@vanilla-extract/css';
import { layered } from '../OverlayParts/layered.ts';

/** An icon is the size of the text it sits in unless the component around it sizes it. */
export const icon = style(layered({ display: 'block', flexShrink: 0, width: '1.25em', height: '1.25em' }));
