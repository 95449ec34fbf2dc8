/**
 * KaTeX commands that put a link, an image or HTML attributes into the page (drawn only when KaTeX is trusted),
 * by what their first argument is. Matched without regard to case: nothing in ordinary maths is spelt like them.
 */
const GUARDED = new Map<string, 'url' | 'image' | 'attribute'>([
  ['href', 'url'],
  ['url', 'url'],
  ['includegraphics', 'image'],
  ['htmlclass', 'attribute'],
  ['htmlid', 'attribute'],
  ['htmlstyle', 'attribute'],
  ['htmldata', 'attribute'],
]);
/** a control word's letters (KaTeX counts @ as one) */
const WORD = /[a-zA-Z@]+/y;

const LINK_TARGET = /^(https?:\/\/|mailto:)/i;
const IMAGE_SOURCE = /^https?:\/\//i;

/** A link target as KaTeX and then a browser read it: KaTeX unescapes `\#` and the like, browsers ignore spaces and controls. */
const targetOf = (raw: string) => raw.replace(/\\([#$%&~_^{}])/g, '$1').replace(/[\u0000-\u0020\u007f]/g, '');

/** The `{…}` group starting at `from` (nested groups and `\{` `\}` as TeX counts them); its end, or -1. */
function groupEnd(s: string, from: number): number {
  if (s[from] !== '{') return -1;
  let depth = 0;
  for (let i = from; i < s.length; i++) {
    const c = s[i];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** Past the spaces TeX skips; `loose`: past any white space and TeX comments (% to the end of the line) too. */
function skipSpaces(s: string, from: number, loose = false): number {
  let i = from;
  for (;;) {
    if (i < s.length && (loose ? /\s/ : /[ \t\r\n]/).test(s[i])) i++;
    else if (loose && s[i] === '%') {
      const nl = s.indexOf('\n', i);
      i = nl < 0 ? s.length : nl + 1;
    } else return i;
  }
}

/** `[…]` of \includegraphics (size options: no groups, commands or comments); its end, `from` when absent, or -1. */
function optionsEnd(s: string, from: number): number {
  if (s[from] !== '[') return from;
  const close = s.indexOf(']', from);
  return close > 0 && !/[{}\\%]/.test(s.slice(from, close)) ? close + 1 : -1;
}

/** Where the first braced argument after a guarded command word is (past \includegraphics' options), if any. */
function argumentOf(s: string, afterWord: number, kind: 'url' | 'image' | 'attribute', loose: boolean) {
  let start = skipSpaces(s, afterWord, loose);
  if (kind === 'image') {
    const end = optionsEnd(s, start);
    if (end < 0) return undefined;
    start = skipSpaces(s, end, loose);
  }
  const end = groupEnd(s, start);
  return end < 0 ? undefined : { start, end };
}

/**
 * LaTeX of a formula with nothing a trusted KaTeX would turn into script, a foreign link or HTML attributes:
 * `\href`/`\url` keep only http(s) and mailto targets (otherwise `\href{…}{text}` becomes `{text}`),
 * `\includegraphics` only http(s) images, and `\htmlClass`/`\htmlId`/`\htmlStyle`/`\htmlData` become their content.
 * A guarded command whose argument cannot be read plainly (say, behind a comment or a macro) loses the command itself.
 * Ordinary maths is returned as it was.
 */
export function safeLatex(latex: string): string {
  let out = '';
  let i = 0;
  while (i < latex.length) {
    const slash = latex.indexOf('\\', i);
    if (slash < 0) {
      out += latex.slice(i);
      break;
    }
    // a control word is \ and letters; \\ and \{ are a backslash and one character
    WORD.lastIndex = slash + 1;
    const word = WORD.exec(latex)?.[0];
    const kind = word ? GUARDED.get(word.toLowerCase()) : undefined;
    if (!word || !kind) {
      const next = slash + 1 + (word?.length ?? 1);
      out += latex.slice(i, next);
      i = next;
      continue;
    }
    out += latex.slice(i, slash);
    const afterWord = slash + 1 + word.length;
    const arg = argumentOf(latex, afterWord, kind, true);
    if (!arg) {
      // not read plainly: drop the command word and read on
      i = afterWord;
      continue;
    }
    const target = targetOf(latex.slice(arg.start + 1, arg.end - 1));
    const safe = (kind === 'url' && LINK_TARGET.test(target)) || (kind === 'image' && IMAGE_SOURCE.test(target));
    // kept only when KaTeX would read the same argument: nothing but spaces before it
    if (safe && argumentOf(latex, afterWord, kind, false)?.start === arg.start) out += latex.slice(slash, arg.end);
    // a dropped \href's or \html…'s second argument stays as an ordinary group, read on like the rest
    i = arg.end;
  }
  return out;
}
