import type { BannerDefinition } from '../define.ts';
import greenway from './greenway.ts';
import harbor from './harbor.ts';

/** Every banner, default first. Adding a banner: one file here plus its logo (see README). */
export const bannerDefinitions: readonly BannerDefinition[] = [greenway, harbor];
