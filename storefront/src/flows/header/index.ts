/* The header's public face: the live controls a flow layout hydrates and the icons the
   server-rendered header draws before any island has loaded. */
export { HeaderActions, type HeaderActionsProps, shoppingModeLabel } from './HeaderActions.tsx';
export { CartIcon, PersonIcon, StoreIcon } from './icons.tsx';
