/**
 * Request options for a multipart call of the contract: the fields go out as FormData (the browser sets the
 * boundary). The contract types file fields as strings, so the body is typed loosely here, in one place.
 */
export function multipart(fields: Record<string, Blob | string>) {
  return {
    body: fields as never,
    bodySerializer: (body: Record<string, Blob | string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(body)) form.append(name, value);
      return form;
    },
  };
}
