// The browser's last check of stored rich text before it is shown. The server stores it sanitised already;
// this keeps a page safe from anything older or imported another way.

const DROPPED =
  'script, style, link, meta, base, iframe, frame, frameset, object, embed, applet, form, input, button, textarea, select, option, svg, math, noscript, template';
const STYLES = new Set(['color', 'background-color', 'text-align', 'font-weight', 'font-style', 'text-decoration']);
const URL_ATTRS = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset', 'background', 'poster']);
const SAFE_URL = /^(https?:|mailto:|\/(?!\/)|#)/i;
const SAFE_IMAGE = /^(https?:|\/(?!\/)|data:image\/(png|jpe?g|gif|webp|bmp);base64,)/i;

/**
 * Rich text as it may be put into the page: no scripts, frames, forms or event handlers, links and images
 * only to web, mail or this server's addresses, inline styles only for colour, alignment and emphasis.
 * Links open in a new tab.
 */
export function safeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.body.querySelectorAll(DROPPED).forEach((el) => el.remove());
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    for (const { name, value } of Array.from(el.attributes)) {
      const n = name.toLowerCase();
      const url = value.trim();
      if (n.startsWith('on') || n === 'id' || n === 'class') el.removeAttribute(name);
      else if (URL_ATTRS.has(n) && !(el.tagName === 'IMG' && n === 'src' ? SAFE_IMAGE : SAFE_URL).test(url))
        el.removeAttribute(name);
    }
    if (el instanceof HTMLElement && el.hasAttribute('style')) {
      for (const prop of Array.from(el.style))
        if (!STYLES.has(prop) || /url\(|expression/i.test(el.style.getPropertyValue(prop)))
          el.style.removeProperty(prop);
      if (el.style.length === 0) el.removeAttribute('style');
    }
    if (el.tagName === 'A' && el.hasAttribute('href')) {
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    }
    if (el.tagName === 'IMG' && !el.hasAttribute('src')) el.remove();
  }
  return doc.body.innerHTML;
}
