import { Banner, Button } from '@jumpers/ui';
import { Link, useParams } from 'react-router-dom';
import { useText } from '../../i18n/catalog';
import { NotFoundPage } from '../../pages/not-found-page';
import { legalDocumentIds, legalText, type LegalDocumentId, type LegalParagraph } from './legal-texts';

const isLegalDocument = (id: string | undefined): id is LegalDocumentId =>
  legalDocumentIds.includes(id as LegalDocumentId);

/** /legal/{imprint|privacy|terms|gav}: a public legal text, readable signed in or not, linked from the footer. */
export function LegalDocumentPage() {
  const { document: id } = useParams();
  const text = useText(legalText);
  if (!isLegalDocument(id)) return <NotFoundPage />;
  const document = text.documents[id];

  const paragraph = (content: LegalParagraph, index: number) =>
    typeof content === 'string' ? (
      <p key={index}>{content}</p>
    ) : (
      <p key={index}>
        {content.text}{' '}
        <a href={content.link.href} target="_blank" rel="noopener noreferrer" className="text-primary underline">
          {content.link.label}
          <span className="sr-only"> {text.newTab}</span>
        </a>
        .
      </p>
    );

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10">
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
      </article>
      <nav aria-label={text.otherDocuments} className="flex flex-wrap gap-x-6 gap-y-2 border-t border-border pt-4">
        {legalDocumentIds
          .filter((other) => other !== id)
          .map((other) => (
            <Button key={other} asChild variant="link">
              <Link to={`/legal/${other}`}>{text.documents[other].title}</Link>
            </Button>
          ))}
      </nav>
    </main>
  );
}
