import type { Hono } from 'hono';
import { addAddress, listAddresses, removeAddress, updateAddress, validateAddress } from '../../addresses/book.ts';
import { type RouteDependencies, route } from '../route.ts';

/** The address book and address validation: services/src/addresses/book.ts. */
export function addressRoutes(app: Hono, dependencies: RouteDependencies): void {
  route(app, 'validateAddress', dependencies, (input) => validateAddress(input));
  route(app, 'listAddresses', dependencies, (input) => listAddresses(input));
  route(app, 'addAddress', dependencies, (input) => addAddress(input));
  route(app, 'updateAddress', dependencies, (input) => updateAddress(input));
  route(app, 'removeAddress', dependencies, (input) => removeAddress(input));
}
