import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The text convention of the README (ui/README.md#texts): a component's words arrive in one `text` prop, and
// `label` is only the accessible name of a field or control. This reads the package's public entry with the
// TypeScript compiler and lists every prop, of an exported component or `…Props` type, that breaks it.

const uiSource = path.dirname(fileURLToPath(import.meta.url));

/** Props that end in `Label(s)` or `Text` without being words of the component. */
const allowed = new Map([
  // A switch that hides a field's `label` visually (it still names the field for screen readers).
  ['hideLabel', 'boolean'],
  // Reads the name of an item of the caller's data; the item's words, not the component's.
  ['getLabel', 'function'],
]);

function breaksConvention(name: string) {
  return name === 'labels' || (/(Labels?|Text)$/.test(name) && !allowed.has(name));
}

/** `Component.prop` for every prop of the entry's exports, declared in `root`, that breaks the convention. */
function textPropViolations(program: ts.Program, entry: string, root: string) {
  const checker = program.getTypeChecker();
  const entryFile = program.getSourceFile(entry);
  const moduleSymbol = entryFile && checker.getSymbolAtLocation(entryFile);
  if (!moduleSymbol) throw new Error(`${entry} is not a module`);
  const found = new Set<string>();
  const check = (owner: string, type: ts.Type) => {
    const types = type.isUnionOrIntersection() ? [type, ...type.types] : [type];
    for (const part of types) {
      for (const property of checker.getPropertiesOfType(part)) {
        const ours = property.declarations?.some((declaration) =>
          path.resolve(declaration.getSourceFile().fileName).startsWith(root),
        );
        if (ours && breaksConvention(property.name)) found.add(`${owner}.${property.name}`);
      }
    }
  };
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const name = exported.name;
    if (symbol.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface) && name.endsWith('Props')) {
      check(name, checker.getDeclaredTypeOfSymbol(symbol));
    }
    if (symbol.flags & ts.SymbolFlags.Function && /^[A-Z]/.test(name)) {
      for (const signature of checker.getTypeOfSymbol(symbol).getCallSignatures()) {
        const props = signature.parameters[0];
        if (props) check(name, checker.getTypeOfSymbol(props));
      }
    }
  }
  return [...found].sort();
}

function compilerOptions() {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(uiSource, '../tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error('ui/tsconfig.json could not be read');
  return parsed.options;
}

describe('text props', () => {
  it('every exported component takes its words in `text`, none in `labels` or a `…Label(s)`/`…Text` prop', () => {
    const entry = path.join(uiSource, 'index.ts');
    const program = ts.createProgram({ rootNames: [entry], options: compilerOptions() });
    expect(textPropViolations(program, entry, uiSource)).toEqual([]);
  }, 60_000);

  it('finds the props that break the convention in a probe', () => {
    const probe = path.join(uiSource, '__probe__.tsx');
    const source = `
      type Base = { label?: string; hideLabel?: boolean; cancelLabel?: string };
      export type ProbeProps = Base & { text?: { closeLabel?: string }; labels?: { close?: string }; emptyText?: string; kindLabels?: Record<string, string> };
      export function Probe(props: { menuLabel?: string; getLabel: (item: string) => string; value: string }) {
        return props.value;
      }
      export function helper(options: { countText?: string }) { return options; }
    `;
    const options = compilerOptions();
    const host = ts.createCompilerHost(options);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersion, ...rest) =>
      path.resolve(fileName) === probe
        ? ts.createSourceFile(fileName, source, languageVersion, true, ts.ScriptKind.TSX)
        : getSourceFile(fileName, languageVersion, ...rest);
    const program = ts.createProgram({ rootNames: [probe], options, host });
    expect(textPropViolations(program, probe, uiSource)).toEqual([
      'Probe.menuLabel',
      'ProbeProps.cancelLabel',
      'ProbeProps.emptyText',
      'ProbeProps.kindLabels',
      'ProbeProps.labels',
    ]);
  }, 60_000);
});
