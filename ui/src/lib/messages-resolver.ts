import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A field's message, or nothing when it passes. */
export type FieldMessages<TValues> = Partial<Record<keyof TValues & string, string | false | undefined>>;

/**
 * Turns a function that names each failing field's message into a react-hook-form resolver, so a
 * form's rules read as a plain list of messages and run again for each edit after the first submit.
 */
export function messagesResolver<TValues extends FieldValues>(
  check: (values: TValues) => FieldMessages<TValues> | Promise<FieldMessages<TValues>>,
): Resolver<TValues> {
  return async (values) => {
    const failing = Object.entries(await check(values)).filter((entry): entry is [string, string] => Boolean(entry[1]));
    if (failing.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(failing.map(([name, message]) => [name, { type: 'validate', message }]));
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
