import { Button } from '@jumpers/ui';
import { Link, useParams } from 'react-router-dom';
import { useMessages } from '../../i18n/messages';
import { NotFoundPage } from '../../shell/not-found-page';
import { LegalArticle } from './legal-article';
import { legalDocumentIds, legalDocumentLinks, legalText, type LegalDocumentId } from './legal-texts';

const isLegalDocument = (id: string | undefined): id is LegalDocumentId =>
  legalDocumentIds.includes(id as LegalDocumentId);

/** /legal/{imprint|privacy|terms|gav}: a public legal text, readable signed in or not, linked from the footer. */
export function LegalDocumentPage() {
  const { document: id } = useParams();
  const text = useMessages(legalText);
  if (!isLegalDocument(id)) return <NotFoundPage />;

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10">
      <LegalArticle document={text.documents[id]} link={legalDocumentLinks[id]} newTab={text.newTab} />
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
