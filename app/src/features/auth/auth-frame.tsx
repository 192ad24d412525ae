import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The narrow centred column of the sign-in and registration pages. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-screen w-full max-w-md flex-col gap-6 px-4 py-10">
      <Link to="/" className="focus-ring self-start rounded-md text-2xl font-bold text-primary">
        jumpers
      </Link>
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </main>
  );
}
