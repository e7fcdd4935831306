export * from './primitives.ts';
export * from './domain.ts';
export * from './format/index.ts';
export * from './overlays.ts';
