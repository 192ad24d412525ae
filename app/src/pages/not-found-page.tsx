import { Button } from '@jumpers/ui';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found!</h1>
      <Button asChild variant="outline">
        <Link to="/">Back to the start page</Link>
      </Button>
    </main>
  );
}
