import { route } from './route.ts';

/** Checkouts (the scheduling step creates one; the checkout reads, updates, places and modifies it). */
export const checkoutsRoutes = {
  createCheckout: route('POST', '/api/checkouts', { csrf: true, isChecked: true }),
  getCheckout: route('GET', '/api/checkouts/{orderId}', { csrf: false }),
  updateCheckout: route('PUT', '/api/checkouts/{orderId}', { csrf: true, isChecked: true }),
  getCheckoutPayment: route('GET', '/api/checkouts/{orderId}/payment', { csrf: false }),
  getCheckoutFlashSales: route('GET', '/api/checkouts/{orderId}/flash-sales', { csrf: false }),
  submitCheckout: route('PUT', '/api/checkouts/{orderId}/submit', { csrf: true, isChecked: true }),
  createModifyCheckout: route('POST', '/api/checkouts/{orderId}/modify', { csrf: true, isChecked: true }),
  previewModifyCheckout: route('POST', '/api/checkouts/{orderId}/modify/preview', { csrf: true, isChecked: true }),
} as const;
