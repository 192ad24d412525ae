/** Stands for a page of the route table until its feature arrives. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold">{title}</h1>
    </main>
  );
}
