import { useSelectorCopy } from '../selectorCopy.ts';
import * as styles from './delivery.css.ts';
import { useFocusWhenLost } from './parts.tsx';
import { deliverySignInUrl } from './resume.ts';

/**
 * The sign-in screen (SEL-014, SEL-067, SEL-128, SEL-129): Delivery times need an account. 'Sign In'
 * is a link (it navigates) to the sign-in page, which returns here and reopens the selector on Delivery.
 */
export function SignInScreen() {
  const copy = useSelectorCopy();
  // The selector only ever renders in the browser (the header loads it when opened), so the page is known.
  const href = deliverySignInUrl(window.location);
  const focusRef = useFocusWhenLost<HTMLDivElement>();
  return (
    <div ref={focusRef} tabIndex={-1} className={styles.screen} data-screen="signIn">
      <p className={styles.text} data-part="message">
        {copy.selector.signIn.message}
      </p>
      <a className={styles.signInLink} href={href} data-part="sign-in">
        {copy.selector.signIn.button}
      </a>
    </div>
  );
}
