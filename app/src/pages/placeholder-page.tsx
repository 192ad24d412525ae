import { useParams } from 'react-router-dom';

function Placeholder({ title }: { title: string }) {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold">{title}</h1>
    </main>
  );
}

export function SignInPlaceholder() {
  const { user } = useParams();
  return <Placeholder title={`Sign in (${user})`} />;
}

export function RegisterPlaceholder() {
  const { user } = useParams();
  return <Placeholder title={`Register as ${user}`} />;
}

export function JumperAreaPlaceholder() {
  return <Placeholder title="Jumper area" />;
}
