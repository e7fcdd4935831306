/* The accounts' pages (issue 22): create, forgot and reset forms, and the email verification page. */
export { AccountForm, type AccountFormKind } from './AccountForm.tsx';
export { VerifyEmail } from './VerifyEmail.tsx';
