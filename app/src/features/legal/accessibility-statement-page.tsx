import { useText } from '../../i18n/catalog';
import { accessibilityText } from './accessibility-texts';
import { LegalArticle } from './legal-article';

/** The day the statement was last reviewed and the site last checked against it; change it with every review. */
export const lastCheckedOn = '2026-11-21';

/** /accessibility: the accessibility statement, public, linked from the footer. */
export function AccessibilityStatementPage() {
  const text = useText(accessibilityText);
  // A calendar day: midnight UTC, written in UTC so that it stays on its day everywhere.
  const day = new Intl.DateTimeFormat(text.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(lastCheckedOn),
  );
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10">
      <LegalArticle document={text.document} newTab={text.newTab}>
        <p className="border-t border-border pt-4 text-muted-foreground">
          <time dateTime={lastCheckedOn}>{text.lastChecked(day)}</time>
        </p>
      </LegalArticle>
    </main>
  );
}
