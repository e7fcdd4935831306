/* The product catalogue of the home, search, department, product and start-my-cart pages (its copy: lib/copy/catalogue.ts). */
export { Catalogue } from './Catalogue.tsx';
export { DepartmentProducts, type DepartmentSection } from './DepartmentProducts.tsx';
export { HomeDeals } from './HomeDeals.tsx';
export { HomeHero } from './HomeHero.tsx';
export { ProductPurchase } from './ProductPurchase.tsx';
export { SearchCatalogue } from './SearchCatalogue.tsx';
