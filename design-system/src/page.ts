export {
  AddressCard,
  type AddressCardLabels,
  type AddressCardProps,
  type AddressLineOrder,
  addressLineOrders,
  type DisplayAddress,
} from './components/AddressCard/AddressCard.tsx';
export {
  type AddressFieldName,
  AddressFields,
  type AddressFieldsLabels,
  type AddressFieldsProps,
  addressFieldNames,
} from './components/AddressFields/AddressFields.tsx';
export { ErrorCard, type ErrorCardProps } from './components/ErrorCard/ErrorCard.tsx';
export {
  ACCESSIBILITY_STATEMENT_PATH,
  Footer,
  type FooterLabels,
  type FooterLink,
  type FooterProps,
} from './components/Footer/Footer.tsx';
export {
  MAP_PIN_DELAY_MS,
  MAP_PIN_SIZE,
  MapWidget,
  type MapWidgetProps,
  type MapWidgetState,
  mapWidgetStates,
} from './components/MapWidget/MapWidget.tsx';
export { MAP_ZOOM, type TileCoordinate, type TilePosition, tilePosition } from './components/MapWidget/tiles.ts';
export { NotFound, type NotFoundProps } from './components/NotFound/NotFound.tsx';
export {
  OrderSummary,
  type OrderSummaryLabels,
  type OrderSummaryProps,
  type PaymentSummaryLine,
  type PaymentSummaryLineType,
  paymentSummaryLineTypes,
  type SavingsLine,
} from './components/OrderSummary/OrderSummary.tsx';
export { isProp65State, Prop65Notice, type Prop65NoticeProps } from './components/Prop65Notice/Prop65Notice.tsx';
export {
  StoreOption,
  type StoreOptionLabels,
  type StoreOptionProps,
  type StoreOptionStore,
} from './components/StoreOption/StoreOption.tsx';
