import sanitizeHtml, { type IOptions } from 'sanitize-html';
import { safeLatex } from './safe-latex.ts';

/** Images: web addresses, inline raster images, or files uploaded to this server. */
const IMAGE_SRC = [
  /^https?:\/\//i,
  /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]+$/i,
  /^\/api\/upload\/file\?id=\d+(&key=[0-9a-f]{32})?$/i,
];
const COLOUR = [
  /^[a-z]{3,20}$/i,
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
];

/** Keeps only the listed values of the listed attributes (others of the tag pass through). */
const onlyValues =
  (allowed: Record<string, readonly string[]>) => (tagName: string, attribs: Record<string, string>) => {
    const out = { ...attribs };
    for (const [name, values] of Object.entries(allowed))
      if (name in out && !values.includes(out[name])) delete out[name];
    return { tagName, attribs: out };
  };

const OPTIONS: IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code'],
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    ...['b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'mark', 'sub', 'sup', 'small'],
    ...['ul', 'ol', 'li'],
    ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col'],
    ...['a', 'img', 'figure', 'figcaption'],
    // the editor's 待办 items: <li data-type="taskItem" data-checked><label><input type="checkbox"></label><div>…</div></li>
    ...['label', 'input'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    col: ['span'],
    ol: ['start'],
    // values are checked in transformTags
    ul: ['data-type'],
    li: ['data-type', 'data-checked'],
    input: ['type', 'checked', 'disabled'],
    // formulas: <span data-type="math" data-latex="E=mc^2">E=mc^2</span>
    span: ['data-type', 'data-latex'],
    '*': ['style'],
  },
  // code blocks name their language: <pre><code class="language-ts">
  allowedClasses: { code: ['language-*'] },
  allowedStyles: {
    '*': {
      color: COLOUR,
      'background-color': COLOUR,
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(bold|normal|[1-9]00)$/],
      'font-style': [/^(italic|normal)$/],
      'text-decoration': [/^(underline|line-through|none)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    ul: onlyValues({ 'data-type': ['taskList'] }),
    li: onlyValues({ 'data-type': ['taskItem'], 'data-checked': ['true', 'false'] }),
    span: (tagName, attribs) => {
      const out = onlyValues({ 'data-type': ['math'] })(tagName, attribs).attribs;
      if (out['data-latex'] === undefined) {
        // the editor would read a formula without data-latex from its text, which is not checked: plain text then
        delete out['data-type'];
        return { tagName, attribs: out };
      }
      const latex = safeLatex(out['data-latex']);
      if (latex === out['data-latex']) return { tagName, attribs: out };
      // the formula's text is its LaTeX: shown and stored as cleaned
      return {
        tagName,
        attribs: { ...out, 'data-latex': latex },
        ...(out['data-type'] === 'math' ? { text: latex } : {}),
      };
    },
    input: onlyValues({ type: ['checkbox'], checked: ['checked', ''], disabled: ['disabled', ''] }),
    a: (tagName, attribs) => {
      const out = { ...attribs };
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      else delete out.target;
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const out = { ...attribs };
      if (IMAGE_SRC.some((re) => re.test(src))) out.src = src;
      else delete out.src;
      return { tagName, attribs: out };
    },
  },
  // an image whose address was refused is dropped altogether, and so is any input but a checkbox
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !frame.attribs.src) || (frame.tag === 'input' && frame.attribs.type !== 'checkbox'),
};

/**
 * Rich text as it may be stored and shown: common formatting, lists and 待办 lists, tables, code blocks,
 * formulas, safe links and images.
 * Scripts, event handlers, frames, forms and style expressions are removed, and so are links, images and HTML
 * attributes a formula's LaTeX would ask KaTeX for unless they are safe (safe-latex.ts).
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
