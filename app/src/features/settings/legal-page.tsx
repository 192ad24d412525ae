import { Button, Card } from '@jumpers/ui';
import { Link } from 'react-router-dom';
import { useMessages } from '../../i18n/messages';
import { legalSettingsText } from './messages';

/** Settings › Legal: the terms, the privacy and cookies policy, the GAV and the imprint, each a public page. */
export function LegalSettingsPage() {
  const text = useMessages(legalSettingsText);
  const documents = [
    { href: '/legal/terms', label: text.terms },
    { href: '/legal/privacy', label: text.privacy },
    { href: '/legal/gav', label: text.gav },
    { href: '/legal/imprint', label: text.imprint },
  ];
  return (
    <>
      <h1 className="text-2xl font-bold">{text.title}</h1>
      <p className="text-muted-foreground">{text.lead}</p>
      <Card className="p-2">
        <ul className="flex flex-col">
          {documents.map((document) => (
            <li key={document.href}>
              <Button asChild variant="link" className="px-4 py-2">
                <Link to={document.href}>{document.label}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
