import { type ProductDetails, productDetailsSchema } from '@aisle/contracts';
import { describe, expect, it } from 'vitest';
import snapshot from './catalogue.generated.json';
import { jsonLdText, productJsonLd } from './productJsonLd.ts';

const seeded = (name: string): ProductDetails => {
  const found = snapshot.products.find((details) => details.product.name === name);
  if (!found) throw new Error(`no seeded ${name}`);
  return productDetailsSchema.parse(found);
};

describe('schema.org Product of a product page', () => {
  const canonicalUrl = 'https://harborfoods.example/products/0841154000128-cabernet-sauvignon';

  it('names the product, its brand, GTIN-13, absolute image and the Offer at the price paid now', () => {
    const wine = seeded('Cabernet Sauvignon');
    const data = productJsonLd(wine, { canonicalUrl, seller: 'Harbor Foods' });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Cabernet Sauvignon',
      brand: { '@type': 'Brand', name: 'Vine Hill Cellars' },
      gtin13: wine.product.gtin13,
      sku: wine.product.gtin13,
      image: `https://harborfoods.example/api/products/${wine.product.gtin13}/image.svg`,
      url: canonicalUrl,
      size: '750 ml',
      category: 'Wine',
      offers: {
        '@type': 'Offer',
        price: '12.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: canonicalUrl,
        seller: { '@type': 'Organization', name: 'Harbor Foods' },
      },
    });
    expect(productJsonLd(seeded('Bananas'), { canonicalUrl, seller: 'x' }).offers.price).toBe('0.59');
  });

  it('says out of stock when no shopping mode sells it, and leaves out a missing category', () => {
    const bananas = seeded('Bananas');
    const unsold = {
      ...bananas,
      category: null,
      product: { ...bananas.product, availability: { PICKUP: false, DELIVERY: false, IN_STORE: false } },
    };
    const data = productJsonLd(unsold, { canonicalUrl, seller: 'x' });
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect('category' in data).toBe(false);
  });

  it('writes JSON no product text can break out of, which reads back the same', () => {
    const hostile = { name: '</script><script>alert(1)</script> & \u2028' };
    const text = jsonLdText(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });
});
