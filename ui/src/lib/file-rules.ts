/** The upload limit the upload hints promise (20 MB), which the server enforces too. */
export const maxUploadBytes = 20 * 1024 * 1024;

export const isTooLarge = (file: File | null) => file !== null && file.size > maxUploadBytes;
