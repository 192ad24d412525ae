import { Banner } from '@jumpers/ui';
import type { ReactNode } from 'react';
import type { LegalDocument, LegalLink } from './legal-texts';

type LegalArticleProps = {
  document: LegalDocument;
  /** Where the sections' linked paragraphs lead (not a text, so the catalog does not hold it). */
  link?: LegalLink;
  /** Said to screen readers after a link that opens in a new tab. */
  newTab: string;
  /** What follows the sections, e.g. the date of the last review. */
  children?: ReactNode;
};

/** A web address opens in a new tab, so that the text stays open; a `mailto:` link opens the mail program. */
const opensNewTab = (href: string) => /^https?:/.test(href);

/** A public text of the site (the legal documents, the accessibility statement): title, intro, sections. */
export function LegalArticle({ document, link, newTab, children }: LegalArticleProps) {
  const linked = (content: string, index: number) =>
    link ? (
      <p key={`linked-${index}`}>
        {content}{' '}
        {opensNewTab(link.href) ? (
          <a href={link.href} target="_blank" rel="noopener noreferrer" className="text-primary underline">
            {link.label}
            <span className="sr-only"> {newTab}</span>
          </a>
        ) : (
          <a href={link.href} className="text-primary underline">
            {link.label}
          </a>
        )}
        .
      </p>
    ) : (
      <p key={`linked-${index}`}>{content}</p>
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
          {section.linked.map(linked)}
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {section.items.length > 0 && (
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
