import { Banner } from '@jumpers/ui';
import type { ReactNode } from 'react';
import type { LegalDocument, LegalParagraph } from './legal-texts';

type LegalArticleProps = {
  document: LegalDocument;
  /** Said to screen readers after a link that opens in a new tab. */
  newTab: string;
  /** What follows the sections, e.g. the date of the last review. */
  children?: ReactNode;
};

/** A web address opens in a new tab, so that the text stays open; a `mailto:` link opens the mail program. */
const opensNewTab = (href: string) => /^https?:/.test(href);

/** A public text of the site (the legal documents, the accessibility statement): title, intro, sections. */
export function LegalArticle({ document, newTab, children }: LegalArticleProps) {
  const paragraph = (content: LegalParagraph, index: number) =>
    typeof content === 'string' ? (
      <p key={index}>{content}</p>
    ) : (
      <p key={index}>
        {content.text}{' '}
        {opensNewTab(content.link.href) ? (
          <a href={content.link.href} target="_blank" rel="noopener noreferrer" className="text-primary underline">
            {content.link.label}
            <span className="sr-only"> {newTab}</span>
          </a>
        ) : (
          <a href={content.link.href} className="text-primary underline">
            {content.link.label}
          </a>
        )}
        .
      </p>
    );

  return (
    <article aria-labelledby="legal-title" className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h1 id="legal-title" className="text-3xl font-bold">
          {document.title}
        </h1>
        <p className="text-lg text-muted-foreground">{document.intro}</p>
        {document.notice && <Banner variant="info">{document.notice}</Banner>}
      </header>
      {document.sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-2">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map(paragraph)}
          {section.items && (
            <ul className="list-disc space-y-1 pl-6">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {children}
    </article>
  );
}
