/**
 * Copy of the accounts (issue 22): creating an account, verifying its email, forgetting and resetting a
 * password, and the sign-in page's reasons and links. No spec shows these: chosen wording throughout.
 */
export const accountsCopy = {
  create: {
    heading: 'Create an account', // not in spec: chosen wording
    intro: 'Shop online, save your addresses and check out faster.', // not in spec: chosen wording
    firstName: 'First name', // not in spec: chosen wording
    lastName: 'Last name', // not in spec: chosen wording
    email: 'Email', // not in spec: chosen wording
    password: 'Password', // not in spec: chosen wording
    passwordHint: 'Use 8 or more characters with at least one letter and one number.', // not in spec: chosen wording
    createSubmit: 'Create Account', // not in spec: chosen wording
    haveAccount: 'Already have an account?', // not in spec: chosen wording
    signIn: 'Sign in', // not in spec: chosen wording
  },
  verify: {
    heading: 'Verify your email', // not in spec: chosen wording
    accountReady: 'Your account is ready. We emailed you a link to verify your email; it works for 24 hours.', // not in spec: chosen wording
    continueShopping: 'Continue shopping', // not in spec: chosen wording
    checking: 'Checking your link...', // not in spec: chosen wording
    verified: 'Your email is verified. Thank you!', // not in spec: chosen wording
    expired: 'This link has expired. A password reset link verifies your email too: request one below.', // not in spec: chosen wording
    used: 'This link was already used: your email is verified.', // not in spec: chosen wording
    invalid: 'This link is not valid. Check that you opened the whole link from the email.', // not in spec: chosen wording
    failed: "We couldn't check your link. Please try again.", // not in spec: chosen wording
  },
  forgot: {
    link: 'Forgot password?', // not in spec: chosen wording
    heading: 'Reset your password', // not in spec: chosen wording
    intro: "Enter your account's email and we'll send you a link to set a new password.", // not in spec: chosen wording
    sendLink: 'Send Reset Link', // not in spec: chosen wording
    resetSent: 'If an account uses that email, we sent it a link to reset the password. The link works for 1 hour.', // not in spec: chosen wording
    backToSignIn: 'Back to sign in', // not in spec: chosen wording
  },
  reset: {
    heading: 'Set a new password', // not in spec: chosen wording
    newPassword: 'New password', // not in spec: chosen wording
    savePassword: 'Save Password', // not in spec: chosen wording
    requestNew: 'Request a new link', // not in spec: chosen wording
  },
  /** A form's problems, by the contracts' keys (accountRules.ts). */
  errors: {
    summary: 'Please fix the following:', // not in spec: chosen wording
    firstNameMissing: 'First name is a required field.', // not in spec: chosen wording
    lastNameMissing: 'Last name is a required field.', // not in spec: chosen wording
    nameTooLong: 'Names can be at most 60 characters.', // not in spec: chosen wording
    emailMissing: 'Email is a required field.', // not in spec: chosen wording
    emailInvalid: 'Enter a valid email address, like name@example.com.', // not in spec: chosen wording
    emailTaken: 'An account already uses this email. Sign in, or reset your password if you forgot it.', // not in spec: chosen wording
    passwordWeak: 'Password too weak: use 8 or more characters with a letter and a number, not your email.', // not in spec: chosen wording
    tooManyAttempts: 'Too many attempts. For your security, please wait and try again later.', // not in spec: chosen wording
    linkExpired: 'This reset link has expired. Request a new link to reset your password.', // not in spec: chosen wording
    linkUsed: 'This reset link was already used. Request a new link if you need to reset your password again.', // not in spec: chosen wording
    linkInvalid: 'This reset link is not valid. Request a new link to reset your password.', // not in spec: chosen wording
  },
  /** The sign-in page: why the shopper was sent there (`?reason=`), and its links. */
  signIn: {
    reasons: {
      checkout: 'Sign in to check out.', // not in spec: chosen wording
      account: 'Sign in to see your account.', // not in spec: chosen wording
      membership: 'Sign in to see your membership.', // not in spec: chosen wording
      purchases: 'Sign in to see your purchases.', // not in spec: chosen wording
      passwordChanged: 'Your password is changed. Sign in with your new password.', // not in spec: chosen wording
    },
    newHere: 'New here?', // not in spec: chosen wording
    createAccount: 'Create an account', // not in spec: chosen wording
  },
  pageTitles: {
    create: 'Create an Account - {banner}', // not in spec: chosen wording
    verify: 'Verify Your Email - {banner}', // not in spec: chosen wording
    forgot: 'Reset Your Password - {banner}', // not in spec: chosen wording
    reset: 'Set a New Password - {banner}', // not in spec: chosen wording
  },
} as const;
