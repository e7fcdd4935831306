/*
 * Age verification (issue 10, used by the scheduling step of issue 11): the modal that asks a shopper
 * with age-restricted items for a date of birth and the terms. Rules: contracts/src/ageVerification.ts.
 * Copy: lib/copy/ageVerification.ts.
 */
export { AgeVerificationModal, type AgeVerificationModalProps } from './AgeVerificationModal.tsx';
