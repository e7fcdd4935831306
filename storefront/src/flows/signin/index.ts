/* The sign-in form (its copy: lib/copy/signIn.ts). */
export { SignInForm } from './SignInForm.tsx';
