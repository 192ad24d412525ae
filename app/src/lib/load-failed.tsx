import { Banner, Button } from '@jumpers/ui';

/** Says that a page's data did not load, with a way to try again. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Banner variant="error">
      <span className="flex flex-wrap items-center gap-3">
        {message}
        <Button variant="outline" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      </span>
    </Banner>
  );
}
