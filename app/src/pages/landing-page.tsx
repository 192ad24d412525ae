import { Button } from '@jumpers/ui';
import { Link } from 'react-router-dom';

export function LandingPage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col items-center justify-center gap-6 p-6 text-center">
      <h1 className="text-4xl font-bold">jumpers</h1>
      <p className="text-lg text-muted-foreground">
        Temporary and permanent jobs in Switzerland, for people of every ability.
      </p>
      <Button asChild size="lg">
        <Link to="/login/jumper">Login / Register</Link>
      </Button>
    </main>
  );
}
