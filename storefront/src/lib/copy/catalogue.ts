import type { Banner } from '@aisle/banner-themes';
import { formatPhoneDisplay } from '@aisle/design-system/format';
import { fill } from '../site.ts';
import { byModality } from './byModality.ts';

/** The strings the catalogue island needs (an island's props are written into every page). */
export function catalogueCopy(banner: Banner) {
  const own = banner.strings.storefront.catalogue;
  return {
    ...own,
    reloadMessage: banner.strings.components.errorCard.message,
    reload: banner.strings.components.errorCard.reload,
    searchTitle: fill(banner, banner.strings.shell.pageTitles.search),
    modalities: byModality(banner.strings.common.modalities),
    phone: formatPhoneDisplay(banner.customerServicePhone),
    otherProducts: banner.strings.storefront.departmentPage.otherProducts,
    /** A product card's stepper once the product is in the cart (issue 22); `{product}`, `{item}` its name. */
    stepper: {
      group: banner.strings.storefront.productPage.quantity,
      decrease: banner.strings.cart.item.decrease,
      increase: banner.strings.cart.item.increase,
    },
  };
}

export type CatalogueLabels = ReturnType<typeof catalogueCopy>;

/** The strings of the product page's buying box (its island). */
export function productPageCopy(banner: Banner) {
  const page = banner.strings.storefront.productPage;
  const catalogue = banner.strings.storefront.catalogue;
  return {
    storePrice: page.storePrice,
    storePriceLoading: page.storePriceLoading,
    regularPrice: page.regularPrice,
    unitPrice: page.unitPrice,
    quantity: page.quantity,
    decrease: page.decrease,
    increase: page.increase,
    addToCart: catalogue.addToCart,
    adding: catalogue.adding,
    added: catalogue.added,
    removed: catalogue.removed,
    addFailed: catalogue.addFailed,
    chooseModeFirst: catalogue.chooseModeFirst,
    modalities: byModality(banner.strings.common.modalities),
    prop65: banner.strings.components.prop65,
  };
}

export type ProductPageLabels = ReturnType<typeof productPageCopy>;
