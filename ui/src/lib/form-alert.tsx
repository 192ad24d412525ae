import type { ReactNode } from 'react';
import { AlertIcon } from '../field/field-icons';

/** A form-level message (a server's refusal, 'Invalid OTP!'), announced as soon as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      data-slot="form-alert"
      className="flex items-start gap-2 rounded-md border border-danger bg-danger-subtle p-3 text-sm font-medium text-danger"
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </div>
  );
}
