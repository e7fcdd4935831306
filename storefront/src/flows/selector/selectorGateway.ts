import type {
  AddressValidation,
  CreatePromiseRequest,
  MembershipEnrollment,
  ModalityOptions,
  ModalityOptionsRequest,
  TimeslotPromise,
  UpfrontTimeslots,
  UpfrontTimeslotsRequest,
  ValidateAddressRequest,
} from '@aisle/contracts';
import { api } from '../../lib/api/index.ts';
import { userTimeZoneHeader } from '../../lib/timeslotDays.ts';

export type { ModalityOption, ModalityOptions } from '@aisle/contracts';

/*
 * The selector's calls (spec account-and-selector 2): the options per mode, the shopper's membership, an
 * address's validation, the in-house delivery times and the hold 'Reserve Time' takes. The screens and
 * stores talk to these functions only; each is exported alone, so a page bundles the ones it uses.
 */

/** What the selector asks the options about: a ZIP, an address or a point (SEL-137..139). */
export type ModalityOptionsInput = Omit<ModalityOptionsRequest, 'pageContext'>;

/** SEL-137..141: options per shopping mode, sent with the selector's page context (the modality window). */
export function fetchModalityOptions(input: ModalityOptionsInput): Promise<ModalityOptions> {
  return api().call('getModalityOptions', { body: { ...input, pageContext: 'modality_window' } });
}

/** SEL-132..136: the signed-in shopper's membership enrollment, from the profile; null for a non-member. */
export function getMembership(): Promise<MembershipEnrollment | null> {
  return api()
    .call('getProfile')
    .then((profile) => profile.membership);
}

/** SEL-076, SEL-144: validates an address and says whether in-house delivery reaches it. */
export function validateAddress(request: ValidateAddressRequest): Promise<AddressValidation> {
  return api().call('validateAddress', { body: request });
}

/** SEL-146..148: the delivery times for the active address, in the shopper's time zone (SEL-147). */
export function getUpfrontTimeslots(request: UpfrontTimeslotsRequest): Promise<UpfrontTimeslots> {
  return api().call('getUpfrontTimeslots', { headers: userTimeZoneHeader(), body: request });
}

/** SEL-101, SEL-149, SEL-150: holds the chosen window ('Reserve Time'). */
export function createPromise(request: CreatePromiseRequest): Promise<TimeslotPromise> {
  return api().call('createPromise', { body: request });
}
