/** The upload limit the upload hints promise (SPEC.md §5 and §9: 20MB). */
export const maxUploadBytes = 20 * 1024 * 1024;

export const isTooLarge = (file: File | null) => file !== null && file.size > maxUploadBytes;
