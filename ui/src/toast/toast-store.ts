import type { ReactNode } from 'react';

export type ToastVariant = 'success' | 'error';

/** A button in a toast that takes back or completes what the toast reports, e.g. Undo. */
export interface ToastAction {
  /** The button's text, e.g. 'Undo'. */
  label: string;
  /**
   * What screen readers hear about the action in the toast's announcement, which is read as text:
   * how to reach it, e.g. 'Press F8 to reach Undo.'.
   */
  altText: string;
  /** Called when the button is pressed; the toast closes. */
  onAction: () => void;
}

export interface ToastOptions {
  /** A button beside the text; a toast with one stays longer (see `Toaster`'s `actionDuration`). */
  action?: ToastAction;
}

export interface ToastMessage {
  id: number;
  variant: ToastVariant;
  text: ReactNode;
  action?: ToastAction;
}

let messages: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ToastMessage[]) {
  messages = next;
  for (const listener of listeners) listener();
}

function show(variant: ToastVariant, text: ReactNode, options: ToastOptions = {}) {
  const id = nextId++;
  publish([...messages, { id, variant, text, ...(options.action ? { action: options.action } : {}) }]);
  return id;
}

/**
 * Shows a toast from anywhere (an API call's success or failure): `toast.success('Saved')`, or with a
 * button: `toast.success('Hidden', { action: { label: 'Undo', altText: '…', onAction } })`.
 * The messages appear in the mounted `Toaster`; each call returns the toast's id.
 */
export const toast = {
  success: (text: ReactNode, options?: ToastOptions) => show('success', text, options),
  error: (text: ReactNode, options?: ToastOptions) => show('error', text, options),
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
