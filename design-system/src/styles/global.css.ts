import '@aisle/banner-themes/base.css';
import { vars } from '@aisle/banner-themes/contract.css';
import { globalStyle } from '@vanilla-extract/css';
import { resetLayer } from './layers.css.ts';

globalStyle('*, *::before, *::after', { '@layer': { [resetLayer]: { boxSizing: 'border-box' } } });

globalStyle('body', {
  '@layer': {
    [resetLayer]: {
      margin: 0,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.md,
      lineHeight: vars.lineHeight.normal,
      color: vars.color.text,
      background: vars.color.surface,
      WebkitFontSmoothing: 'antialiased',
    },
  },
});

globalStyle('h1, h2, h3, h4', {
  '@layer': { [resetLayer]: { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight, margin: 0 } },
});

globalStyle('button, input, select, textarea', {
  '@layer': { [resetLayer]: { font: 'inherit', color: 'inherit' } },
});

globalStyle(':focus-visible', {
  '@layer': { [resetLayer]: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
