import sanitizeHtml from 'sanitize-html';

/** What a job description may contain: text structure and plain links, nothing that runs or styles. */
const descriptionPolicy: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'a'],
  // rel and target are set by the transform below, whatever the author wrote.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

/** Job descriptions are stored only in this form, so that every client may render them as HTML. */
export function sanitizeJobDescription(html: string): string {
  return sanitizeHtml(html, descriptionPolicy).trim();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The words of an HTML fragment, for the search index. */
export function htmlToText(html: string): string {
  const withoutTags = sanitizeHtml(html.replace(/<\/(p|li|h3|h4)>|<br\s*\/?>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return withoutTags.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => entities[name] ?? '');
}
