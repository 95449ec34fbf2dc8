import fontkit from '@pdf-lib/fontkit';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

/**
 * Noto Sans SC from @fontsource/noto-sans-sc, which ships the font cut into ~100 unicode-range slices. Each character
 * is drawn with the slice that holds it, and only the slices a document uses are embedded (subset to its glyphs).
 * The .woff files are used (fontkit's subsetting of .woff2 input yields broken glyphs), unpacked once to plain
 * TrueType with node's zlib: fontkit would otherwise inflate them again, in JavaScript, for every document.
 */
export type Weight = 400 | 700;

const require = createRequire(import.meta.url);
const PKG = '@fontsource/noto-sans-sc';

let slices: Map<number, string[]> | undefined;

/** Every code point → the slices (in preference order) whose unicode-range holds it. Read once per process. */
function slicesByCodePoint(): Map<number, string[]> {
  if (slices) return slices;
  const ranges = require(`${PKG}/unicode.json`) as Record<string, string>;
  // Latin first, so plain ASCII stays in one font; the CJK slices also repeat ASCII and common punctuation.
  const order = Object.keys(ranges).sort((a, b) => rank(a) - rank(b));
  const byCodePoint = new Map<number, string[]>();
  for (const key of order) {
    for (const part of ranges[key].split(',')) {
      const [lo, hi = lo] = part.trim().replace(/^U\+/i, '').split('-');
      for (let cp = parseInt(lo, 16); cp <= parseInt(hi, 16); cp++) {
        const list = byCodePoint.get(cp);
        if (list) list.push(key);
        else byCodePoint.set(cp, [key]);
      }
    }
  }
  return (slices = byCodePoint);
}
const rank = (key: string) => (key === 'latin' ? 0 : key.startsWith('[') ? 2 : 1);

const bytesCache = new Map<string, Promise<Uint8Array>>();
function sliceBytes(key: string, weight: Weight): Promise<Uint8Array> {
  const id = `${key.replace(/[[\]]/g, '')}-${weight}`;
  let bytes = bytesCache.get(id);
  if (!bytes) {
    bytes = readFile(require.resolve(`${PKG}/files/noto-sans-sc-${id}-normal.woff`)).then(woffToSfnt);
    bytes.catch(() => bytesCache.delete(id));
    bytesCache.set(id, bytes);
  }
  return bytes;
}

/** A WOFF 1.0 file as the TrueType/OpenType file it wraps (tables inflated, metadata dropped). */
function woffToSfnt(woff: Uint8Array): Uint8Array {
  const src = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (src.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF font');
  const count = src.getUint16(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [src.getUint32(at + 4), src.getUint32(at + 8), src.getUint32(at + 12)];
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: src.getUint32(at),
      checksum: src.getUint32(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const size = 12 + 16 * count + tables.reduce((sum, t) => sum + align4(t.data.length), 0);
  const out = new Uint8Array(size);
  const dst = new DataView(out.buffer);
  const log2 = Math.floor(Math.log2(count));
  dst.setUint32(0, src.getUint32(4));
  dst.setUint16(4, count);
  dst.setUint16(6, 16 << log2);
  dst.setUint16(8, log2);
  dst.setUint16(10, count * 16 - (16 << log2));
  let offset = 12 + 16 * count;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    dst.setUint32(at, t.tag);
    dst.setUint32(at + 4, t.checksum);
    dst.setUint32(at + 8, offset);
    dst.setUint32(at + 12, t.data.length);
    out.set(t.data, offset);
    offset += align4(t.data.length);
  });
  return out;
}
const align4 = (n: number) => (n + 3) & ~3;

export type Run = { text: string; font: PDFFont };
export type TextStyle = { size: number; weight?: Weight; color?: Color };

/** The fonts of one document: call `prepare` with all the text it will hold before measuring or drawing. */
export class DocFonts {
  private readonly embedded = new Map<string, PDFFont>();
  private readonly widths = new Map<string, number>();

  constructor(private readonly doc: PDFDocument) {
    doc.registerFontkit(fontkit);
  }

  async prepare(text: string, weight: Weight): Promise<void> {
    const byCodePoint = slicesByCodePoint();
    const keys = new Set(['latin']);
    for (const ch of text) {
      const key = byCodePoint.get(ch.codePointAt(0)!)?.[0];
      if (key) keys.add(key);
    }
    await Promise.all(
      [...keys].map(async (key) => {
        const id = `${key}@${weight}`;
        if (!this.embedded.has(id))
          this.embedded.set(id, await this.doc.embedFont(await sliceBytes(key, weight), { subset: true }));
      }),
    );
  }

  /** The text cut into runs of one font; a character no slice holds is drawn with the Latin font (as its .notdef box). */
  runs(text: string, weight: Weight = 400): Run[] {
    const byCodePoint = slicesByCodePoint();
    const runs: (Run & { key: string })[] = [];
    let current: (typeof runs)[number] | undefined;
    for (const ch of text) {
      const keys = byCodePoint.get(ch.codePointAt(0)!) ?? [];
      // Stay in the current font while it holds the character: fewer, longer runs.
      if (current && (keys.length === 0 ? current.key === 'latin' : keys.includes(current.key))) {
        current.text += ch;
        continue;
      }
      const key = keys.find((k) => this.font(k, weight)) ?? 'latin';
      current = { key, font: this.font(key, weight) ?? this.font('latin', weight)!, text: ch };
      runs.push(current);
    }
    return runs;
  }

  width(text: string, size: number, weight: Weight = 400): number {
    // Remembered per document: wrapping measures the same characters and words over and over.
    const key = `${weight}|${text}`;
    let w = this.widths.get(key);
    if (w === undefined) {
      w = this.runs(text, weight).reduce((sum, r) => sum + r.font.widthOfTextAtSize(r.text, 1), 0);
      this.widths.set(key, w);
    }
    return w * size;
  }

  draw(page: PDFPage, text: string, x: number, y: number, style: TextStyle): void {
    for (const run of this.runs(text, style.weight)) {
      page.drawText(run.text, { x, y, size: style.size, font: run.font, color: style.color });
      x += run.font.widthOfTextAtSize(run.text, style.size);
    }
  }

  private font(key: string, weight: Weight): PDFFont | undefined {
    return this.embedded.get(`${key}@${weight}`) ?? this.embedded.get(`${key}@400`);
  }
}
