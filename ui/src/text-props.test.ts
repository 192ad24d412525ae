import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The text convention of the README (ui/README.md#texts): a component's words arrive in one `text` prop, and
// `label` is only the accessible name of a field or control. This reads the package's public entry with the
// TypeScript compiler and lists every prop, of an exported component or `…Props` type, that breaks it.

const uiSource = path.dirname(fileURLToPath(import.meta.url));

/**
 * Endings of prop names that carry words: the component's own wording belongs in `text` (`wrongTypeMessage`,
 * `countryCodePlaceholder`, `closeLabel`, `emptyText`, `emptyTitle` would each be a key of it).
 */
const wordEnding = /(Labels?|Texts?|Messages?|Placeholder|Title|Description|Hint|Heading)$/;

/**
 * Props with such an ending that are no words of the component. Booleans (`hideLabel`, `focusTitle`) and event
 * handlers (`onSaveDescription`) carry no words and are not listed; these carry the caller's own content.
 */
const allowed = new Map([
  // Reads the name of an item of the caller's data; the item's words, not the component's.
  ['getLabel', 'the name of a data item'],
  // The server's refusal of a sign-in, registration or reset, worded by the app for that answer.
  ['errorMessage', "a server's answer"],
  // The title of the job the caller's data describes.
  ['jobTitle', 'a data value'],
]);

/** Whether a prop of this name and type holds words of the component outside `text`. */
function breaksConvention(checker: ts.TypeChecker, name: string, type: ts.Type) {
  if (name === 'labels') return true;
  if (!wordEnding.test(name) || allowed.has(name)) return false;
  const value = checker.getNonNullableType(type);
  const parts = value.isUnion() ? value.types : [value];
  const isBoolean = parts.every((part) => part.flags & ts.TypeFlags.BooleanLike);
  const isHandler = /^on[A-Z]/.test(name) && parts.every((part) => part.getCallSignatures().length > 0);
  return !isBoolean && !isHandler;
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
        if (ours && breaksConvention(checker, property.name, checker.getTypeOfSymbol(property))) {
          found.add(`${owner}.${property.name}`);
        }
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
  it('every exported component takes its words in `text`, none in `labels` or a `…Label`/`…Text`/`…Message`/`…Placeholder`-like prop', () => {
    const entry = path.join(uiSource, 'index.ts');
    const program = ts.createProgram({ rootNames: [entry], options: compilerOptions() });
    expect(textPropViolations(program, entry, uiSource)).toEqual([]);
  }, 60_000);

  it('finds the props that break the convention in a probe', () => {
    const probe = path.join(uiSource, '__probe__.tsx');
    const source = `
      import type { ReactNode } from 'react';
      type Base = { label?: string; hideLabel?: boolean; cancelLabel?: string; placeholder?: string; title?: string };
      export type ProbeProps = Base & {
        text?: { closeLabel?: string; wrongTypeMessage?: string };
        labels?: { close?: string };
        emptyText?: string;
        kindLabels?: Record<string, string>;
        wrongTypeMessage?: string;
        countryCodePlaceholder?: string;
        emptyTitle?: ReactNode;
        focusTitle?: boolean;
        errorMessage?: string;
      };
      export function Probe(props: {
        menuLabel?: string;
        getLabel: (item: string) => string;
        onSaveDescription: (description: string) => void;
        countHint?: (count: number) => string;
        value: string;
      }) {
        return props.value;
      }
      export function helper(options: { countText?: string; afterMaxMessage?: string }) { return options; }
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
      'Probe.countHint',
      'Probe.menuLabel',
      'ProbeProps.cancelLabel',
      'ProbeProps.countryCodePlaceholder',
      'ProbeProps.emptyText',
      'ProbeProps.emptyTitle',
      'ProbeProps.kindLabels',
      'ProbeProps.labels',
      'ProbeProps.wrongTypeMessage',
    ]);
  }, 60_000);
});
