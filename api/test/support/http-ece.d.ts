// The encrypted content-encoding (RFC 8188) that Web Push uses, for a test to read a notification as a device would.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer; dh?: string },
  ): Buffer;
}
