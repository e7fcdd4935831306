import { route } from './route.ts';

/** Up-front time slots and promises (time-slot reservations). What the browser needs to send each call. */
export const timeslotsRoutes = {
  getUpfrontTimeslots: route('POST', '/api/timeslots/upfront', { csrf: true, isChecked: true }),
  createPromise: route('POST', '/api/promises', { csrf: true, isChecked: true }),
  updatePromise: route('PUT', '/api/promises/{id}', { csrf: true, isChecked: true }),
  getCurrentPromise: route('GET', '/api/promises/current', { csrf: false }),
} as const;
