import type { ProductDetails } from '@aisle/contracts';
import { currentPrice } from './productPages.ts';

/** What a product page tells search engines about it: schema.org Product with its Offer (JSON-LD). */
export type ProductJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  sku: string;
  gtin13: string;
  brand: { '@type': 'Brand'; name: string };
  image: string;
  url: string;
  size: string;
  category?: string;
  offers: {
    '@type': 'Offer';
    url: string;
    price: string;
    priceCurrency: 'USD';
    availability: 'https://schema.org/InStock' | 'https://schema.org/OutOfStock';
    seller: { '@type': 'Organization'; name: string };
  };
};

/**
 * The page's structured data. `canonicalUrl` is the banner's own address of the page; the price is the one
 * the page was built with (the shopper pays now: the promotional price when there is one).
 */
export function productJsonLd(
  details: Pick<ProductDetails, 'product' | 'category'>,
  { canonicalUrl, seller }: { canonicalUrl: string; seller: string },
): ProductJsonLd {
  const { product } = details;
  const isSold = Object.values(product.availability).some(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.gtin13,
    gtin13: product.gtin13,
    brand: { '@type': 'Brand', name: product.brand },
    image: new URL(product.imageUrl, canonicalUrl).href,
    url: canonicalUrl,
    size: product.unitLabel,
    ...(details.category ? { category: details.category } : {}),
    offers: {
      '@type': 'Offer',
      url: canonicalUrl,
      price: currentPrice(product).toFixed(2),
      priceCurrency: 'USD',
      availability: isSold ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: seller },
    },
  };
}

/**
 * JSON for a `<script type="application/ld+json">` data block: the characters that could end the element or
 * start markup (`<`, `>`, `&`) and the line separators JavaScript parsers once refused are written as
 * escapes, so no product text can close the block. JSON.parse reads the same value back.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
