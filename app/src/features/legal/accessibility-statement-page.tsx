import { intlLocale, useLanguage } from '../../i18n/language';
import { useMessages } from '../../i18n/messages';
import { accessibilityLink, accessibilityText } from './accessibility-texts';
import { LegalArticle } from './legal-article';

/** The day the statement was last reviewed and the site last checked against it; change it with every review. */
export const lastCheckedOn = '2026-11-21';

/** /accessibility: the accessibility statement, public, linked from the footer. */
export function AccessibilityStatementPage() {
  const text = useMessages(accessibilityText);
  const language = useLanguage();
  // A calendar day: midnight UTC, written in UTC so that it stays on its day everywhere.
  const day = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(lastCheckedOn),
  );
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10">
      <LegalArticle document={text.document} link={accessibilityLink} newTab={text.newTab}>
        <p className="border-t border-border pt-4 text-muted-foreground">
          <time dateTime={lastCheckedOn}>{text.lastChecked({ date: day })}</time>
        </p>
      </LegalArticle>
    </main>
  );
}
