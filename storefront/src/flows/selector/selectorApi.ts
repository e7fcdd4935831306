import type { ModalityOptions, ModalityOptionsRequest } from '@aisle/contracts';
import { api } from '../../lib/api/index.ts';

export type { ModalityOption, ModalityOptions } from '@aisle/contracts';

/** What the selector asks the options about: a ZIP, an address or a point (SEL-137..139). */
export type ModalityOptionsInput = Omit<ModalityOptionsRequest, 'pageContext'>;

/** SEL-137..141: options per shopping mode, sent with the selector's page context (the modality window). */
export function fetchModalityOptions(input: ModalityOptionsInput): Promise<ModalityOptions> {
  return api().call('getModalityOptions', { body: { ...input, pageContext: 'modality_window' } });
}
