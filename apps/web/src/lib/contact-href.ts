/** A number as dialled: digits with an optional leading +, spaces, dashes, dots and brackets between them. */
const PHONE = /^\s*(\+?\d[\d\s().-]*\d)(.*)$/s;
const EMAIL = /^\s*([^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+)\s*$/;

/**
 * What a phone number or an e-mail address opens when tapped: `tel:0755-6600000` (the number before anything after
 * it, such as 转 123), `mailto:a@b.cn`; none for another kind of field, a masked number (138****0001) or a value that
 * is neither.
 */
export function contactHref(type: string, text: string): string | undefined {
  if (type === 'phone') {
    const m = PHONE.exec(text);
    if (!m || m[2].includes('*')) return undefined;
    return `tel:${m[1].replace(/[\s().]/g, '')}`;
  }
  if (type === 'email') {
    const m = EMAIL.exec(text);
    return m ? `mailto:${m[1]}` : undefined;
  }
  return undefined;
}
