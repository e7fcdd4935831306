import { formatCopy } from '@aisle/banner-themes/copy';
import { isZipCode, ZIP_CODE_LENGTH } from '@aisle/contracts/constants';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { Spinner } from '@aisle/design-system/components/Spinner';
import { TextField } from '@aisle/design-system/components/TextField';
import { type FormEvent, useId, useRef } from 'react';
import { useStore } from 'zustand';
import { geolocationStore, isGeolocationAvailable, requestLocation } from './geolocation.ts';
import * as styles from './selector.css.ts';
import { useSelectorCopy } from './selectorCopy.ts';
import {
  loadModalityOptions,
  markZipInvalid,
  reportConstraintError,
  selectorStore,
  setZipValue,
} from './selectorStore.ts';

/**
 * The ZIP search (SEL-004, SEL-108..114, SEL-153): up to five characters; a submission that is not
 * exactly five digits marks the field invalid and reports a client constraint error; the server's
 * refusal marks it the same way. What the shopper typed always stays in the field.
 */
export function ZipSearch() {
  const copy = useSelectorCopy();
  const zip = useStore(selectorStore, (state) => state.zip);
  const options = useStore(selectorStore, (state) => state.modalityOptions);
  const inputRef = useRef<HTMLInputElement>(null);
  const formId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = zip.value.trim();
    if (!isZipCode(value)) {
      markZipInvalid();
      reportConstraintError('client', value);
      inputRef.current?.focus();
      return;
    }
    void loadModalityOptions({ postalCode: value });
  }

  const isSearching = options.status === 'loading';
  return (
    <div className={styles.screen} data-part="zip-search">
      <form className={styles.zipForm} onSubmit={submit} noValidate data-state={zip.isInvalid ? 'invalid' : 'valid'}>
        <TextField
          ref={inputRef}
          id={`${formId}-zip`}
          className={styles.zipField}
          label={copy.selector.zip.label}
          name="postalCode"
          value={zip.value}
          onValueChange={setZipValue}
          maxLength={ZIP_CODE_LENGTH}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={copy.selector.zip.placeholder}
          required
          error={zip.isInvalid ? copy.selector.zip.invalid : undefined}
          data-part="zip-input"
        />
        <Button
          type="submit"
          className={styles.zipSubmit}
          isBusy={isSearching}
          busyLabel={copy.selector.zip.submit}
          data-part="zip-submit"
        >
          {copy.selector.zip.submit}
        </Button>
      </form>
      <LocationButton />
      <ResultsNote />
    </div>
  );
}

/** 'Use My Location' (SEL-125..127, SEL-165, SEL-166): hidden when the feature switch is off. */
function LocationButton() {
  const copy = useSelectorCopy();
  const geolocation = useStore(geolocationStore);
  if (!isGeolocationAvailable()) return null;
  return (
    <div className={styles.locationRow} data-part="location">
      <Button
        variant="tertiary"
        size="small"
        onClick={requestLocation}
        isBusy={geolocation.status === 'locating'}
        busyLabel={copy.selector.geolocation.locating}
        data-part="use-my-location"
      >
        {copy.selector.zip.useMyLocation}
      </Button>
      {geolocation.status === 'locating' ? <Spinner label={copy.selector.geolocation.locating} size="small" /> : null}
      {geolocation.status === 'error' && geolocation.error ? (
        <div data-part="geolocation-error" data-state={geolocation.error}>
          <Alert tone="caution" isLive toneLabel={copy.components.alertToneLabels.caution}>
            {geolocation.error === 'denied' ? copy.selector.geolocation.denied : copy.selector.geolocation.failed}
          </Alert>
        </div>
      ) : null}
    </div>
  );
}

/** Where the listed results are from: the searched ZIP or the device's location. */
function ResultsNote() {
  const copy = useSelectorCopy();
  const { status, input } = useStore(selectorStore, (state) => state.modalityOptions);
  const zip = useStore(selectorStore, (state) => state.zip);
  if (status !== 'loaded' || !input) return null;
  let text: string | null = null;
  if (input.postalCode && zip.isSearchMode) text = formatCopy(copy.selector.zip.resultsFor, { zip: input.postalCode });
  else if (input.location) text = copy.selector.zip.resultsNearYou;
  if (!text) return null;
  return (
    <p className={styles.note} role="status" data-part="results-for">
      {text}
    </p>
  );
}
