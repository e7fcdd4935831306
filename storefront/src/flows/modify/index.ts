/* The modify-order flow (issue 13): the modify cart, its store and the flow's rules (MOD-001..032). */
export { ModifyCart } from './ModifyCart.tsx';
export { clearModifyCart } from './modifyCartStore.ts';
export {
  isModifyMode,
  type ModifyProblem,
  modifyCartHref,
  modifyCheckoutHref,
  modifyProblemOf,
  modifyProblemText,
} from './modifyRules.ts';
