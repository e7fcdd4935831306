export * from './commerce.ts';
export * from './page.ts';
