export {};
export * from './page.ts';
export * from './commerce.ts';
