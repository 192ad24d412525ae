import { Banner, Button } from '@jumpers/ui';

/** Says that a page's data did not load, with a way to try again. */
export function LoadFailed({
  message,
  text,
  onRetry,
}: {
  /** What did not load, in the page's words. */
  message: string;
  /** The banner's words in the page's language. */
  text: { retry: string };
  onRetry: () => void;
}) {
  return (
    <Banner variant="error">
      <span className="flex flex-wrap items-center gap-3">
        {message}
        <Button variant="outline" size="sm" onClick={onRetry}>
          {text.retry}
        </Button>
      </span>
    </Banner>
  );
}
