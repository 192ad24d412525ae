import type { Rule } from '../limits/rate-limiter';

/** The largest file a jumper may upload. */
export const maxUploadBytes = 20 * 1024 * 1024;

/** What one account may upload, and how fast a body must arrive (`ServerOptions.uploadLimits` changes them). */
export type UploadLimits = {
  /** Multipart requests of one account per window, refused or not: each costs the server a body to read. */
  uploadsPerAccount: Rule;
  /** What the files of one account may take up together. */
  storedBytesPerAccount: number;
  /**
   * A body that brings fewer than `minBytesPerSecond × stallWindowSeconds` bytes in the last
   * `stallWindowSeconds` (looked at ten times a window) is cut with 408: a client that stops sending must not
   * hold a connection and a temporary file for as long as it likes.
   */
  minBytesPerSecond: number;
  stallWindowSeconds: number;
};

export const defaultUploadLimits: UploadLimits = {
  uploadsPerAccount: { limit: 60, windowSeconds: 60 * 60 },
  storedBytesPerAccount: 500 * 1024 * 1024,
  minBytesPerSecond: 10 * 1024,
  stallWindowSeconds: 30,
};

/**
 * A temporary upload or a partly stored file nobody has written to for this long is left by a crash: a live
 * upload writes at least every stall window, and storing a checked file takes seconds. Several server
 * processes may share the folders and the database, so the sweep at start removes only what is this old.
 */
export const abandonedAfterMs = 10 * 60 * 1000;
