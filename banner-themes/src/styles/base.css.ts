import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.ts';
import { baseTokens } from '../tokens/base.ts';

/** The base theme on :root; a banner's stylesheet overrides only what differs. */
createGlobalTheme(':root', vars, baseTokens);
