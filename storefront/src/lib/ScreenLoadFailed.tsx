import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';

export type ScreenLoadFailedProps = {
  /** The alert's tone, said before the message ('Error'). */
  toneLabel: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
};

/** An island whose screen did not load (`useLazyScreen`'s `failed`): why, announced, and a button to load it again. */
export function ScreenLoadFailed({ toneLabel, message, retryLabel, onRetry }: ScreenLoadFailedProps) {
  return (
    <Alert
      tone="critical"
      toneLabel={toneLabel}
      isLive
      action={
        <Button variant="secondary" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
