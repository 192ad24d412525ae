import { Button } from '@jumpers/ui';
import { Link } from 'react-router-dom';
import { commonText } from './messages';
import { useMessages } from '../i18n/messages';

export function NotFoundPage() {
  const text = useMessages(commonText);
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-bold">{text.notFound}</h1>
      <Button asChild variant="outline">
        <Link to="/">{text.backToStart}</Link>
      </Button>
    </main>
  );
}
