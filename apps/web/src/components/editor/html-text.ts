/** The visible text of an HTML fragment: tags dropped, &nbsp; as a space, trimmed. */
export const htmlText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim();

/** True when the HTML shows nothing: no text and no image (an empty editor gives '<p></p>'). */
export const isEmptyHtml = (html: string | null | undefined): boolean =>
  !html || (htmlText(html) === '' && !/<img\b/i.test(html));
