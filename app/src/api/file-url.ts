/**
 * The server answers with signed file addresses relative to itself (`/api/v1/files/…`); when the API lives
 * elsewhere (VITE_API_BASE_URL), they are resolved against it so that images and videos load from there.
 */
export function fileUrl(url: string): string;
export function fileUrl(url: string | null | undefined): string | undefined;
export function fileUrl(url: string | null | undefined) {
  if (!url) return undefined;
  const base = import.meta.env.VITE_API_BASE_URL ?? '';
  return url.startsWith('/') && base ? `${base.replace(/\/$/, '')}${url}` : url;
}
