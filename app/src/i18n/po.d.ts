/** A PO catalog, compiled by Lingui's Vite plugin when it is imported. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
