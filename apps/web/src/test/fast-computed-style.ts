/**
 * Makes jsdom's getComputedStyle fast without changing what it returns.
 *
 * Testing Library's role queries call getComputedStyle on every candidate element and its ancestors (to leave out
 * hidden ones), and jsdom answers each call by testing the element against every rule of its default stylesheet and
 * of every stylesheet in the page. antd injects thousands of rules, more than the selector engine's cache holds, so
 * this was most of the suite's time.
 *
 * Browsers avoid that by filing rules under a class, tag or attribute of their rightmost compound selector and
 * testing an element only against the rules filed under what it has. This does the same: it replaces jsdom's
 * "declarations of the rules matching an element" with a version that visits only those candidates (in the original
 * order) and still decides each match with jsdom's own selector engine. The merging of declarations, inline style,
 * inheritance, and the style cache jsdom clears on every DOM change are jsdom's, unchanged. A selector this cannot
 * read with certainty (escapes, nesting, namespaces) is tested against every element, as before.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * What one compound selector requires of an element: necessary, never sufficient (lower-cased: never stricter).
 * `tagIn`: the tag is one of these (from :link, :visited, :any-link, or :is()/:where() of plain tags).
 */
type Compound = { tag: string | null; tagIn: string[] | null; classes: string[]; attrs: AttrNeed[] };
type AttrNeed = { name: string; op: string; value: string };
/** One alternative of a selector list: its rightmost compound, and the compound before it with the combinator. */
type Alternative = { last: Compound; prev: Compound | null; combinator: string };

const COMBINATORS = new Set([' ', '\t', '\n', '\r', '\f', '>', '+', '~']);
const IDENT_CHAR = /[-\w\u0080-\uffff]/;
const TAG_START = /[A-Za-z_\u0080-\uffff]/;

const empty = (c: Compound) => c.tag === null && c.tagIn === null && c.classes.length === 0 && c.attrs.length === 0;
const LINKS = new Set(['link', 'visited', 'any-link', 'local-link']);

/** `[name]`, `[name=value]`, `[name^="value" i]`…; null when it does not read plainly (then it requires nothing). */
function attrNeed(body: string): AttrNeed | null {
  const m =
    /^\s*([-\w\u0080-\uffff]+)\s*(?:([~|^$*]?=)\s*(?:"([^"]*)"|'([^']*)'|([-\w\u0080-\uffff]+))\s*([is])?\s*)?$/i.exec(
      body,
    );
  if (!m) return null;
  const value = (m[3] ?? m[4] ?? m[5] ?? '').toLowerCase();
  // an empty or spaced value has corner cases (matches nothing, or only ""): require the attribute alone
  const op = m[2] && value !== '' && !/\s/.test(value) ? m[2] : '';
  return { name: m[1].toLowerCase(), op, value: op ? value : '' };
}

/** The top-level simple selectors of one compound (those inside :is(), :not()… are left out). */
function readCompound(text: string): Compound {
  const c: Compound = { tag: null, tagIn: null, classes: [], attrs: [] };
  let i = 0;
  if (TAG_START.test(text[0] ?? '')) {
    while (i < text.length && IDENT_CHAR.test(text[i])) i++;
    c.tag = text.slice(0, i).toLowerCase();
  }
  let paren = 0;
  for (; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"' || ch === "'") {
      i = text.indexOf(ch, i + 1);
      if (i < 0) break;
    } else if (ch === '(') paren++;
    else if (ch === ')') paren--;
    else if (paren > 0) continue;
    else if (ch === '|') {
      c.tag = null; // a namespace prefix: the tag is not read
      c.tagIn = null;
    } else if (ch === ':' && text[i + 1] !== ':' && text[i - 1] !== ':') {
      let j = i + 1;
      while (j < text.length && IDENT_CHAR.test(text[j])) j++;
      const name = text.slice(i + 1, j).toLowerCase();
      if (LINKS.has(name) && text[j] !== '(') c.tagIn ??= ['a', 'area'];
      else if ((name === 'is' || name === 'where') && text[j] === '(') {
        const close = text.indexOf(')', j);
        const tags =
          close > 0
            ? text
                .slice(j + 1, close)
                .split(',')
                .map((t) => t.trim())
            : [];
        if (tags.length && tags.every((t) => /^[a-z][a-z0-9-]*$/i.test(t)))
          c.tagIn ??= tags.map((t) => t.toLowerCase());
      }
      i = j - 1;
    } else if (ch === '[') {
      let j = i + 1;
      while (j > i && j < text.length && text[j] !== ']')
        j = text[j] === '"' || text[j] === "'" ? text.indexOf(text[j], j + 1) + 1 : j + 1;
      if (j <= i) break;
      const need = attrNeed(text.slice(i + 1, j));
      if (need) c.attrs.push(need);
      i = j;
    } else if (ch === '.') {
      let j = i + 1;
      while (j < text.length && IDENT_CHAR.test(text[j])) j++;
      if (j > i + 1) c.classes.push(text.slice(i + 1, j).toLowerCase());
      i = j - 1;
    }
  }
  return c;
}

/** The alternatives of a selector list, or null when it is not read with certainty. */
export function readSelector(selector: string): Alternative[] | null {
  if (/[\\&/]/.test(selector)) return null; // escapes, nesting, comments
  const alternatives: Alternative[] = [];
  let compounds: string[] = [];
  let combinators: string[] = [];
  let current = '';
  let pendingCombinator = '';
  let paren = 0;
  let bracket = 0;
  const endCompound = () => {
    if (current) {
      if (compounds.length) combinators.push(pendingCombinator || ' ');
      compounds.push(current);
    }
    current = '';
    pendingCombinator = '';
  };
  const endAlternative = () => {
    if (pendingCombinator && !current) return false; // a combinator with nothing after it
    endCompound();
    if (!compounds.length) return false;
    const n = compounds.length;
    alternatives.push({
      last: readCompound(compounds[n - 1]),
      prev: n > 1 ? readCompound(compounds[n - 2]) : null,
      combinator: combinators[n - 2] ?? '',
    });
    compounds = [];
    combinators = [];
    return true;
  };
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i];
    if (ch === '"' || ch === "'") {
      const end = selector.indexOf(ch, i + 1);
      if (end < 0 || (paren === 0 && bracket === 0)) return null;
      current += selector.slice(i, end + 1);
      i = end;
      continue;
    }
    if (ch === '(') paren++;
    else if (ch === ')') paren--;
    else if (ch === '[') bracket++;
    else if (ch === ']') bracket--;
    if (paren < 0 || bracket < 0) return null;
    if (paren === 0 && bracket === 0) {
      if (ch === ',') {
        if (!endAlternative()) return null;
        continue;
      }
      if (COMBINATORS.has(ch)) {
        if (current) endCompound();
        if (ch !== ' ' && ch !== '\t' && ch !== '\n' && ch !== '\r' && ch !== '\f') {
          if (pendingCombinator || !compounds.length) return null;
          pendingCombinator = ch;
        }
        continue;
      }
    }
    current += ch;
  }
  if (paren !== 0 || bracket !== 0 || !endAlternative()) return null;
  return alternatives;
}

// ---- elements (jsdom's implementation objects) ----

type Attr = { localName: string; value: string };
type ElementImpl = {
  nodeType: number;
  localName: string;
  parentElement: ElementImpl | null;
  previousElementSibling: ElementImpl | null;
  getAttributeNS(ns: string | null, name: string): string | null;
  _attributeList?: Attr[];
  _ownerDocument: DocumentImpl;
  style: Declaration;
};
type Declaration = ArrayLike<string> & {
  getPropertyValue(p: string): string;
  getPropertyPriority(p: string): string;
  setProperty(p: string, v: string, priority?: string): void;
  removeProperty(p: string): void;
};
type Rule = {
  selectorText?: string;
  media?: ArrayLike<string>;
  cssRules?: ArrayLike<Rule>;
  styleSheet?: Sheet | null;
  style: Declaration;
};
type Sheet = { cssRules: ArrayLike<Rule> };
type DomSelector = { check(selector: string, node: ElementImpl): { match: boolean; pseudoElement: string | null } };
type DocumentImpl = {
  _styleCache: WeakMap<ElementImpl, Declaration> | null;
  _domSelector: DomSelector;
  styleSheets: { _list: Sheet[] };
};

const classSets = new Map<string, Set<string>>();
function classesOf(el: ElementImpl): Set<string> {
  const attr = el.getAttributeNS(null, 'class') ?? '';
  let set = classSets.get(attr);
  if (!set) {
    if (classSets.size > 10_000) classSets.clear();
    set = new Set(
      attr
        .toLowerCase()
        .split(/[ \t\n\f\r]+/)
        .filter(Boolean),
    );
    classSets.set(attr, set);
  }
  return set;
}

function attrMay(need: AttrNeed, el: ElementImpl): boolean {
  const list = el._attributeList;
  if (!Array.isArray(list)) return true;
  return list.some((a) => {
    if (a.localName.toLowerCase() !== need.name) return false;
    if (!need.op) return true;
    const v = a.value.toLowerCase();
    switch (need.op) {
      case '=':
        return v === need.value;
      case '^=':
        return v.startsWith(need.value);
      case '$=':
        return v.endsWith(need.value);
      case '*=':
        return v.includes(need.value);
      case '~=':
        return v.split(/[ \t\n\f\r]+/).includes(need.value);
      case '|=':
        return v === need.value || v.startsWith(`${need.value}-`);
      default:
        return true;
    }
  });
}

function compoundMay(c: Compound, el: ElementImpl): boolean {
  if (c.tag !== null && c.tag !== el.localName.toLowerCase()) return false;
  if (c.tagIn !== null && !c.tagIn.includes(el.localName.toLowerCase())) return false;
  if (c.classes.length) {
    const has = classesOf(el);
    if (!c.classes.every((k) => has.has(k))) return false;
  }
  return c.attrs.every((a) => attrMay(a, el));
}

/** False only when the element cannot match the alternative. */
function alternativeMay(alt: Alternative, el: ElementImpl): boolean {
  if (!compoundMay(alt.last, el)) return false;
  const prev = alt.prev;
  if (!prev || empty(prev)) return true;
  switch (alt.combinator) {
    case '>':
      return el.parentElement !== null && compoundMay(prev, el.parentElement);
    case '+':
      return el.previousElementSibling !== null && compoundMay(prev, el.previousElementSibling);
    case '~':
      for (let s = el.previousElementSibling; s; s = s.previousElementSibling) if (compoundMay(prev, s)) return true;
      return false;
    case ' ':
      for (let a = el.parentElement; a; a = a.parentElement) if (compoundMay(prev, a)) return true;
      return false;
    default:
      return true;
  }
}

// ---- the rule index ----

type Entry = { rule: Rule; alternatives: Alternative[] | null };
type Index = { entries: Entry[]; always: number[]; buckets: Map<string, number[]> };

/** The key a compound is filed under: its longest class, else its tag, else an attribute; null for none. */
function keyOf(c: Compound): string | null {
  if (c.classes.length) return `.${c.classes.reduce((a, b) => (b.length > a.length ? b : a))}`;
  if (c.tag !== null) return c.tag;
  if (c.attrs.length) return `[${c.attrs[0].name}`;
  return null;
}

/** The rules jsdom looks at, in its order: those of each sheet, of @media lists naming screen, and of @imports. */
function effectiveRules(sheets: Sheet[]): Rule[] {
  const out: Rule[] = [];
  const { indexOf, forEach } = Array.prototype;
  for (const sheet of sheets) {
    forEach.call(sheet.cssRules, (rule: Rule) => {
      if (rule.media) {
        if (rule.constructor.name === 'CSSImportRule') {
          if (rule.styleSheet !== null && (rule.media.length === 0 || indexOf.call(rule.media, 'screen') !== -1))
            forEach.call(rule.styleSheet!.cssRules, (r: Rule) => void out.push(r));
        } else if (indexOf.call(rule.media, 'screen') !== -1) {
          forEach.call(rule.cssRules, (r: Rule) => void out.push(r));
        }
      } else out.push(rule);
    });
  }
  return out;
}

const selectorOf = (rule: Rule) => (rule.selectorText ? rule.selectorText.split(';').pop()!.trim() : '');
const readCache = new Map<string, Alternative[] | null>();

function buildIndex(sheets: Sheet[]): Index {
  const index: Index = { entries: [], always: [], buckets: new Map() };
  for (const rule of effectiveRules(sheets)) {
    const n = index.entries.length;
    const selector = selectorOf(rule);
    let alternatives = readCache.get(selector);
    if (alternatives === undefined) {
      alternatives = selector ? readSelector(selector) : null;
      if (readCache.size > 50_000) readCache.clear();
      readCache.set(selector, alternatives);
    }
    const entry: Entry = { rule, alternatives };
    index.entries.push(entry);
    if (!selector) continue; // jsdom never matches a rule without a selector
    const keys = alternatives?.map((a) => keyOf(a.last));
    if (!keys || keys.includes(null)) {
      index.always.push(n);
      continue;
    }
    for (const key of new Set(keys as string[])) {
      const bucket = index.buckets.get(key);
      if (bucket) bucket.push(n);
      else index.buckets.set(key, [n]);
    }
  }
  return index;
}

/** Rules whose selectors might match the element, in stylesheet order. */
function candidates(index: Index, el: ElementImpl): Entry[] {
  const lists: number[][] = [index.always];
  const add = (key: string) => {
    const b = index.buckets.get(key);
    if (b) lists.push(b);
  };
  add(el.localName.toLowerCase());
  for (const c of classesOf(el)) add(`.${c}`);
  if (Array.isArray(el._attributeList)) for (const a of el._attributeList) add(`[${a.localName.toLowerCase()}`);
  else for (const key of index.buckets.keys()) if (key.startsWith('[')) add(key);
  const order = lists.length === 1 ? lists[0] : [...new Set(lists.flat())].sort((a, b) => a - b);
  const out: Entry[] = [];
  for (const n of order) {
    const entry = index.entries[n];
    if (!entry.alternatives || entry.alternatives.some((alt) => alternativeMay(alt, el))) out.push(entry);
  }
  return out;
}

// ---- installing it ----

/** Bumped by every in-place change to a stylesheet that leaves its rule count as it was. */
let sheetEdits = 0;
const patchedPrototypes = new WeakSet<object>();
function watchEdits(obj: object, names: string[]) {
  for (
    let proto = Object.getPrototypeOf(obj);
    proto && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto)
  ) {
    if (patchedPrototypes.has(proto)) continue;
    patchedPrototypes.add(proto);
    for (const name of names) {
      const d = Object.getOwnPropertyDescriptor(proto, name);
      if (!d?.configurable) continue;
      if (d.set) {
        const set = d.set;
        Object.defineProperty(proto, name, {
          ...d,
          set(this: unknown, v: unknown) {
            sheetEdits++;
            set.call(this, v);
          },
        });
      } else if (typeof d.value === 'function') {
        const fn = d.value as (...args: unknown[]) => unknown;
        Object.defineProperty(proto, name, {
          ...d,
          value(this: unknown, ...args: unknown[]) {
            sheetEdits++;
            return fn.apply(this, args);
          },
        });
      }
    }
  }
}
const SHEET_EDITS = ['insertRule', 'deleteRule', 'addRule', 'removeRule', 'replace', 'replaceSync'];
const RULE_EDITS = [...SHEET_EDITS, 'selectorText', 'mediaText', 'appendMedium', 'deleteMedium', 'cssText'];

type IndexState = {
  index: Index;
  sheets: Sheet[];
  counts: number[];
  ruleLists: unknown[];
  edits: number;
  imports: boolean;
};
const indexes = new WeakMap<DocumentImpl, IndexState>();

function indexFor(doc: DocumentImpl, defaultSheet: Sheet): Index {
  const list = doc.styleSheets._list;
  const state = indexes.get(doc);
  if (
    state &&
    !state.imports && // an @import's sheet loads later: never reuse an index that has one
    state.edits === sheetEdits &&
    state.sheets.length === list.length &&
    list.every(
      (s, i) => s === state.sheets[i] && s.cssRules === state.ruleLists[i] && s.cssRules.length === state.counts[i],
    )
  ) {
    return state.index;
  }
  let imports = false;
  for (const sheet of list) {
    watchEdits(sheet, SHEET_EDITS);
    Array.prototype.forEach.call(sheet.cssRules, (r: Rule) => {
      watchEdits(r, RULE_EDITS);
      if (r.media) watchEdits(r.media, RULE_EDITS);
      if (r.constructor.name === 'CSSImportRule') imports = true;
    });
  }
  const index = buildIndex([defaultSheet, ...list]);
  indexes.set(doc, {
    index,
    sheets: [...list],
    counts: list.map((s) => s.cssRules.length),
    ruleLists: list.map((s) => s.cssRules),
    edits: sheetEdits,
    imports,
  });
  return index;
}

const INSTALLED = Symbol.for('suwork.fastComputedStyle');

/** Installs the indexed lookup into this worker's jsdom (once). Without the expected jsdom internals, does nothing. */
export function speedUpComputedStyle(win: Window & typeof globalThis) {
  const g = win as unknown as Record<symbol, boolean>;
  if (g[INSTALLED]) return;
  g[INSTALLED] = true;
  try {
    const req = createRequire(import.meta.url);
    const rulesPath = req.resolve('jsdom/lib/jsdom/living/helpers/style-rules.js');
    const styleRules = req.cache[rulesPath]?.exports as
      | { getDeclarationForElement: (el: ElementImpl) => Declaration; propertiesWithResolvedValueImplemented: object }
      | undefined;
    // only the copy of jsdom this environment already runs (never a second one loaded here)
    if (!styleRules || typeof styleRules.getDeclarationForElement !== 'function')
      throw new Error('jsdom style-rules not loaded');
    const fromJsdom = createRequire(rulesPath);
    const { CSSStyleDeclaration } = fromJsdom('cssstyle') as { CSSStyleDeclaration: new () => Declaration };
    const cssom = fromJsdom('@acemir/cssom') as { parse: (css: string) => Sheet };
    const utils = fromJsdom('../generated/utils.js') as { implForWrapper: (w: unknown) => unknown };
    const defaultSheet = cssom.parse(
      readFileSync(path.resolve(path.dirname(rulesPath), '../../browser/default-stylesheet.css'), 'utf-8'),
    );

    // jsdom's getDeclarationForElement, with the candidate rules in place of every rule
    const declarationFor = (el: ElementImpl): Declaration => {
      const doc = el._ownerDocument;
      const cache = (doc._styleCache ??= new WeakMap());
      const cached = cache.get(el);
      if (cached) return cached;
      const declaration = new CSSStyleDeclaration();
      const handle = (style: Declaration, property: string) => {
        const value = style.getPropertyValue(property);
        if (value === 'unset') declaration.removeProperty(property);
        else declaration.setProperty(property, value, style.getPropertyPriority(property));
      };
      for (const { rule } of candidates(indexFor(doc, defaultSheet), el)) {
        let match = false;
        try {
          const selector = selectorOf(rule);
          if (selector) {
            const r = doc._domSelector.check(selector, el);
            match = !r.pseudoElement && r.match;
          }
        } catch {
          match = false;
        }
        if (match) Array.prototype.forEach.call(rule.style, (p: string) => handle(rule.style, p));
      }
      Array.prototype.forEach.call(el.style, (p: string) => handle(el.style, p));
      cache.set(el, declaration);
      return declaration;
    };
    // ancestors (inherited properties) are looked up through the module's export
    styleRules.getDeclarationForElement = declarationFor;
    // the element itself through the reference Window.js took at load: fill the cache it reads first
    const original = win.getComputedStyle;
    win.getComputedStyle = function getComputedStyle(elt: Element, pseudoElt?: string | null) {
      const impl = elt && typeof elt === 'object' ? (utils.implForWrapper(elt) as ElementImpl | null) : null;
      if (impl && impl.nodeType === 1 && impl._ownerDocument) declarationFor(impl);
      return original.call(this, elt, pseudoElt);
    };
  } catch (e) {
    console.warn(`getComputedStyle stays unindexed (${(e as Error).message}); tests will be slower`);
  }
}
