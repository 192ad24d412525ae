import type { ReactNode } from 'react';

/** A table of design tokens for the Foundations pages: one row per token, its first column the token's name. */
export function TokenTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: Array<{ key: string; cells: ReactNode[] }>;
}) {
  return (
    <table className="w-full max-w-5xl border-collapse text-left text-sm">
      <caption className="pb-3 text-left text-base text-muted-foreground">{caption}</caption>
      <thead>
        <tr className="border-b border-border-strong">
          {columns.map((column) => (
            <th key={column} scope="col" className="py-2 pr-4 font-semibold">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [first, ...rest] }) => (
          <tr key={key} className="border-b border-border">
            <th scope="row" className="py-2 pr-4 align-middle font-mono font-normal">
              {first}
            </th>
            {rest.map((cell, index) => (
              <td key={index} className="py-2 pr-4 align-middle">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A token's name as code: what a designer tells an engineer. */
export const Code = ({ children }: { children: ReactNode }) => (
  <code className="rounded-sm bg-muted px-1 font-mono text-xs">{children}</code>
);
