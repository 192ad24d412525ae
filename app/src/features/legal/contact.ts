/** The address anyone may write to about the website and app: the imprint's contact. */
export const contactAddress = 'info@jumpers.example';
