import { checkCard, expiryProblem, refusal as refusalOf } from '@aisle/contracts/cardCapture';
import {
  type CaptureCode,
  captureCodes,
  captureOriginFor,
  type FramePage,
  type FrameToParent,
  framePages,
  isStorefrontOriginOf,
  parentToFrameSchema,
  type SecureFieldResponse,
  secureFieldResponseSchema,
} from '@aisle/contracts/frames';

/*
 * One secure card-capture frame (FRM-001..039). It lives on the capture origin and is the only code that
 * sees what the shopper types into it. It answers only the storefront page that embeds it, by postMessage
 * to that exact origin, and ignores every message from anywhere else. What it sends back is a low-value
 * token and the card's first six and last four digits; the number, expiry and CVV go to its own origin's
 * tokenizer and nowhere else. Nothing typed is logged or stored in the browser.
 *
 * The embedding page names itself and the words to show in the frame's URL:
 *   /payment-form.html?parent=<storefront origin>&time=<ms>&l.number=Card Number&l.month=…&l.year=…&l.cvv=…
 */

/** Which frame this is: the page's address names it (/payment-form.html). */
const page = window.location.pathname.replace(/^\//, '').replace(/\.html$/, '') as FramePage;
const params = new URLSearchParams(window.location.search);
const parentOrigin = params.get('parent') ?? '';
/** FRM-008: `ct=ebt` makes a payment-form capture a SNAP EBT card number (no expiry, no CVV). */
const cardKind = page === 'payment-form' && params.get('ct') === 'ebt' ? ('ebt' as const) : undefined;
const form = document.getElementById('capture') as HTMLFormElement;

/** The page that embeds this frame must be a storefront of this capture origin, and must be the one named. */
function isEmbeddedByItsStorefront(): boolean {
  if (!framePages.includes(page) || window.parent === window) return false;
  if (!isStorefrontOriginOf(parentOrigin, window.location.origin)) return false;
  if (captureOriginFor(parentOrigin) !== window.location.origin) return false;
  // Chromium and Safari say who embeds the frame; where they do, it must be the origin named in the URL.
  const ancestors = window.location.ancestorOrigins;
  return !ancestors || ancestors.length === 0 || ancestors[0] === parentOrigin;
}

function post(message: FrameToParent): void {
  window.parent.postMessage(message, parentOrigin);
}

/** A label from the embedding page (its banner's words), or the default; plain text only. */
function label(key: string, fallback: string): string {
  const value = params.get(`l.${key}`);
  return value && value.length <= 120 ? value : fallback;
}

function field(name: string, text: string, control: HTMLInputElement | HTMLSelectElement): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.className = 'field';
  wrapper.dataset.field = name;
  const labelElement = document.createElement('label');
  labelElement.textContent = text;
  labelElement.htmlFor = control.id;
  const error = document.createElement('p');
  error.className = 'error';
  error.id = `${control.id}-error`;
  error.setAttribute('aria-live', 'polite');
  control.setAttribute('aria-describedby', error.id);
  wrapper.append(labelElement, control, error);
  return wrapper;
}

function input(
  id: string,
  autocomplete: AutoFill,
  inputMode: 'numeric',
  type: 'text' | 'password' = 'text',
): HTMLInputElement {
  const element = document.createElement('input');
  element.id = id;
  element.name = id;
  element.type = type;
  element.inputMode = inputMode;
  element.autocomplete = autocomplete;
  element.spellcheck = false;
  element.required = true;
  return element;
}

function select(id: string, autocomplete: AutoFill, options: string[], placeholder: string): HTMLSelectElement {
  const element = document.createElement('select');
  element.id = id;
  element.name = id;
  element.autocomplete = autocomplete;
  element.required = true;
  element.append(new Option(placeholder, ''), ...options.map((value) => new Option(value, value)));
  return element;
}

const controls: {
  number?: HTMLInputElement;
  month?: HTMLSelectElement;
  year?: HTMLSelectElement;
  cvv?: HTMLInputElement;
  pin?: HTMLInputElement;
} = {};

function render(): void {
  const isCard = page === 'payment-form' && !cardKind;
  const wantsNumber = page === 'payment-form' || page === 'gift-card-form';
  const wantsMonth = isCard || page === 'month-form' || page === 'month-edit-form';
  const wantsYear = isCard || page === 'year-form' || page === 'month-edit-form';
  const wantsCvv = isCard || page === 'cvv-form';
  const wantsPin = page === 'pin-form' || page === 'gift-card-form';
  if (wantsNumber) {
    // Spec 5: a SNAP EBT number has at most 19 digits; a gift card 19, typed with dashes up to 22.
    controls.number = input('number', cardKind || page === 'gift-card-form' ? 'off' : 'cc-number', 'numeric');
    controls.number.maxLength = cardKind ? 19 : page === 'gift-card-form' ? 22 : 23;
    form.append(field('number', label('number', 'Card Number'), controls.number));
  }
  if (wantsPin) {
    // A PIN is never shown as typed, and the browser never offers to remember it.
    controls.pin = input('pin', 'off', 'numeric', 'password');
    controls.pin.maxLength = 4;
    form.append(field('pin', label('pin', 'PIN'), controls.pin));
  }
  if (wantsMonth) {
    const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
    controls.month = select('month', 'cc-exp-month', months, label('monthPlaceholder', 'MM'));
    form.append(field('month', label('month', 'Expiration Month'), controls.month));
  }
  if (wantsYear) {
    const first = new Date().getUTCFullYear();
    const years = Array.from({ length: 15 }, (_, index) => String(first + index));
    controls.year = select('year', 'cc-exp-year', years, label('yearPlaceholder', 'YYYY'));
    form.append(field('year', label('year', 'Expiration Year'), controls.year));
  }
  if (wantsCvv) {
    controls.cvv = input('cvv', 'cc-csc', 'numeric');
    controls.cvv.maxLength = 4;
    form.append(field('cvv', label('cvv', 'CVV'), controls.cvv));
  }
}

/** CRD-098, CRD-099: an expiry that is not two numbers, or in the past, says so; anything else the general words. */
function expiryMessage(): string {
  const problem = expiryProblem(controls.month?.value ?? '', controls.year?.value ?? '', new Date());
  if (problem === 'format') {
    return label('expiryFormatError', 'Expiration Date must be in MM YY format and only composed of numbers.');
  }
  if (problem === 'past') return label('expiryPastError', 'Expiration Date must be after the current date.');
  return label('expiryError', 'Please enter a valid expiration date.');
}

/** FRM-031, FRM-032: the words under the field the code is about. */
function showError(code: CaptureCode): void {
  for (const control of Object.values(controls)) {
    control.removeAttribute('aria-invalid');
    const error = document.getElementById(`${control.id}-error`);
    if (error) error.textContent = '';
  }
  if (code === captureCodes.accepted) return;
  const [control, text] =
    code >= '881' && code <= '883' && controls.pin
      ? [controls.pin, label('pinError', 'PIN must be exactly 4 characters long.')]
      : code >= '881' && code <= '883'
        ? [controls.cvv, label('cvvError', 'Invalid CVV')]
        : code === captureCodes.invalidExpiry
          ? [controls.month ?? controls.year, expiryMessage()]
          : [controls.number, label('numberError', 'Please enter a valid credit or debit card.')];
  if (!control) return;
  control.setAttribute('aria-invalid', 'true');
  const error = document.getElementById(`${control.id}-error`);
  if (error) error.textContent = text;
}

/**
 * 429 from the tokenizer: a limit against guessing (docs/adr/0023-guessing-limits.md) holds this client for
 * a while. The words go under the first field, where the shopper looks.
 */
function showTooManyAttempts(): void {
  showError(captureCodes.accepted);
  const control = Object.values(controls)[0];
  const error = control && document.getElementById(`${control.id}-error`);
  if (!error) return;
  error.textContent = label(
    'tooManyAttempts',
    'Too many attempts. For your security, please wait and try again later.',
  );
}

let lastHeight = -1;
function reportHeight(): void {
  const height = Math.min(400, Math.ceil(document.documentElement.scrollHeight));
  if (height === lastHeight) return;
  lastHeight = height;
  post({ type: 'aisle-frame:height', height });
}

/** Checks what was typed, then has the capture origin exchange it for a token. */
const refusal = (code: CaptureCode) => refusalOf(code, 'Refused');

async function capture(): Promise<SecureFieldResponse> {
  const fields = {
    number: controls.number?.value,
    expMonth: controls.month?.value,
    expYear: controls.year?.value,
    cvv: controls.cvv?.value,
    pin: controls.pin?.value,
    cardKind,
  };
  const checked = checkCard(page, fields, new Date());
  showError(checked.code);
  reportHeight();
  if (checked.code !== captureCodes.accepted) return refusal(checked.code);
  try {
    const response = await fetch('/tokenize', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page, ...fields }),
      credentials: 'omit',
      cache: 'no-store',
    });
    if (response.status === 429) {
      showTooManyAttempts();
      reportHeight();
      return refusal(captureCodes.unreadable);
    }
    const parsed = secureFieldResponseSchema.safeParse(await response.json());
    if (!parsed.success) return refusal(captureCodes.unreadable);
    showError(parsed.data.responseCode);
    reportHeight();
    return parsed.data;
  } catch {
    return refusal(captureCodes.unreadable);
  }
}

function listen(): void {
  window.addEventListener('message', (event) => {
    // Exact origin and the embedding window only: anything else is dropped unread.
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    const message = parentToFrameSchema.safeParse(event.data);
    if (!message.success) return;
    if (message.data.type === 'aisle-frame:ping') {
      post({ type: 'aisle-frame:ready', page });
      return;
    }
    const { requestId } = message.data;
    void capture().then((response) => post({ type: 'aisle-frame:response', requestId, response }));
  });
  // Enter in a field submits like the storefront's own button would: the parent still decides.
  form.addEventListener('submit', (event) => event.preventDefault());
  new ResizeObserver(reportHeight).observe(document.documentElement);
}

if (isEmbeddedByItsStorefront()) {
  render();
  listen();
  post({ type: 'aisle-frame:ready', page });
  reportHeight();
}
