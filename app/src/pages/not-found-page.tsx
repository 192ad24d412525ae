import { Button } from '@jumpers/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-bold">{t('notFound')}</h1>
      <Button asChild variant="outline">
        <Link to="/">{t('backToStart')}</Link>
      </Button>
    </main>
  );
}
