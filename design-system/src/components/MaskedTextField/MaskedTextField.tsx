import { useMask } from '@react-input/mask';
import { type RefCallback, useCallback } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

/** In a `mask`, this character stands for one digit; every other character is filled in for the shopper. */
export const maskDigit = '#';
const maskReplacement = { [maskDigit]: /\d/ };

export type MaskedTextFieldProps = TextFieldProps & {
  /** A pattern where `#` is a digit, e.g. '(###) ###-####'. Typing '5135550100' shows '(513) 555-0100'. */
  mask: string;
};

/**
 * A TextField that formats what the shopper types with a mask (@react-input/mask): the separators are
 * filled in, and a character with no slot is ignored. The value it reports is as displayed. Numeric
 * keyboard unless `inputMode` says otherwise.
 */
export function MaskedTextField({ mask, ref, inputMode = 'numeric', ...props }: MaskedTextFieldProps) {
  const maskRef = useMask({ mask, replacement: maskReplacement });
  const inputRef: RefCallback<HTMLInputElement> = useCallback(
    (node) => {
      (maskRef as { current: HTMLInputElement | null }).current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [maskRef, ref],
  );
  return <TextField {...props} inputMode={inputMode} ref={inputRef} />;
}
