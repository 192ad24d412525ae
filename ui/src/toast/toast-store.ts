import type { ReactNode } from 'react';

export type ToastVariant = 'success' | 'error';

export interface ToastMessage {
  id: number;
  variant: ToastVariant;
  text: ReactNode;
}

let messages: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ToastMessage[]) {
  messages = next;
  for (const listener of listeners) listener();
}

function show(variant: ToastVariant, text: ReactNode) {
  const id = nextId++;
  publish([...messages, { id, variant, text }]);
  return id;
}

/**
 * Shows a toast from anywhere (an API call's success or failure): `toast.success('Saved')`.
 * The messages appear in the mounted `Toaster`; each call returns the toast's id.
 */
export const toast = {
  success: (text: ReactNode) => show('success', text),
  error: (text: ReactNode) => show('error', text),
  /** Removes one toast, or every toast when no id is given. */
  dismiss: (id?: number) => publish(id === undefined ? [] : messages.filter((message) => message.id !== id)),
};

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function currentToasts() {
  return messages;
}
