/* The product catalogue of the home, search and start-my-cart pages (its copy: lib/copy/catalogue.ts). */
export { Catalogue } from './Catalogue.tsx';
