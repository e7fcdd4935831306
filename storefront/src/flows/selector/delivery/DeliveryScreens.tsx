import type { SelectorScreen } from '../selectorStore.ts';
import { AddAddressScreen, AddressBookScreen, AddressBookV2Screen } from './AddressBook.tsx';
import { SignInScreen } from './SignInScreen.tsx';
import { TimeslotsScreen } from './TimeslotsScreen.tsx';

/**
 * Everything after choosing Delivery (spec account-and-selector 2 and 4, Selector): the sign-in screen,
 * address book v1 and its add-address screen, address book v2 with its sub-views, and the up-front time
 * slots. SelectorRoot loads this module lazily and renders it for those screens.
 */
export function DeliveryScreen({ screen }: { screen: SelectorScreen }) {
  switch (screen) {
    case 'signIn':
      return <SignInScreen />;
    case 'addressBook':
      return <AddressBookScreen />;
    case 'addAddress':
      return <AddAddressScreen />;
    case 'addressBookV2':
      return <AddressBookV2Screen />;
    case 'viewTimeslots':
      return <TimeslotsScreen />;
    default:
      return null;
  }
}
