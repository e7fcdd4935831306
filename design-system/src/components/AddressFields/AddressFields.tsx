import { Select, type SelectOption } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './AddressFields.css.ts';

export const addressFieldNames = ['street', 'unit', 'city', 'state', 'zip'] as const;
export type AddressFieldName = (typeof addressFieldNames)[number];

export type AddressFieldsLabels = {
  street: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
  /** Said after the unit's label, e.g. '(optional)'. */
  optional: string;
  /** The State select's empty choice, e.g. 'Select...'. */
  selectPlaceholder: string;
};

export type AddressFieldsProps = {
  values: Record<AddressFieldName, string>;
  onValueChange: (field: AddressFieldName, value: string) => void;
  /** A field's message when it was refused; what the shopper typed stays in the field. */
  errors?: Partial<Record<AddressFieldName, string>>;
  labels: AddressFieldsLabels;
  /** The regions the State select offers (their postal abbreviations as values). */
  stateOptions: SelectOption[];
  /** Longest street, unit and city the rules allow (the contracts' limits). */
  maxLengths: { street: number; unit: number; city: number };
  /** 'text' when the form takes Canadian postal codes (letters); a numeric keypad for ZIP codes only. */
  postalCodeInputMode?: 'numeric' | 'text';
  /** Receives each field's element, e.g. to move focus to the first refused field. */
  fieldRef?: (field: AddressFieldName, element: HTMLInputElement | HTMLSelectElement | null) => void;
};

/**
 * An address's fields, as every address form of the storefront shows them: street, unit (optional),
 * city, State (or province) and ZIP (or postal) code, with the browser's address autofill names. No data of its own: the form
 * around it checks, saves and words the errors.
 */
export function AddressFields({
  values,
  onValueChange,
  errors = {},
  labels,
  stateOptions,
  maxLengths,
  postalCodeInputMode = 'numeric',
  fieldRef,
}: AddressFieldsProps) {
  const bind = (field: AddressFieldName) => ({
    name: field,
    value: values[field],
    onValueChange: (value: string) => onValueChange(field, value),
    error: errors[field],
    ref: (element: HTMLInputElement | HTMLSelectElement | null) => fieldRef?.(field, element),
  });
  return (
    <div className={styles.fields} data-component="AddressFields">
      <TextField
        label={labels.street}
        autoComplete="address-line1"
        maxLength={maxLengths.street}
        required
        {...bind('street')}
      />
      <TextField
        label={`${labels.unit} ${labels.optional}`}
        autoComplete="address-line2"
        maxLength={maxLengths.unit}
        {...bind('unit')}
      />
      <div className={styles.placeRow}>
        <TextField
          label={labels.city}
          autoComplete="address-level2"
          maxLength={maxLengths.city}
          required
          {...bind('city')}
        />
        <Select
          label={labels.state}
          autoComplete="address-level1"
          placeholder={labels.selectPlaceholder}
          options={stateOptions}
          required
          {...bind('state')}
        />
        <TextField
          label={labels.zip}
          autoComplete="postal-code"
          inputMode={postalCodeInputMode}
          maxLength={10}
          required
          {...bind('zip')}
        />
      </div>
    </div>
  );
}
