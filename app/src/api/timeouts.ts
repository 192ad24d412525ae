/** How long a call may take before the app says the server did not answer: uploads of 20 MB on a slow line need longer. */
export const requestTimeoutMs = { json: 15_000, upload: 120_000 };
