export * from './domain.ts';
export * from './format/index.ts';
export * from './overlays.ts';
export * from './primitives.ts';
