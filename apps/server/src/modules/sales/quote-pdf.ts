import { PRODUCT_TITLE } from '@suwork/domain';
import { PDFDocument, rgb, type PDFImage, type PDFPage } from 'pdf-lib';
import { DocFonts, type TextStyle, type Weight } from './pdf-fonts.ts';

export type QuotePdfLine = {
  product_name: string;
  spec_name: string;
  module_name: string;
  unit: string;
  price: string;
  quantity: string;
  discount: string;
  subtotal: string;
  remark: string;
};
export type QuotePdfInput = {
  company: { name: string; logo?: { bytes: Uint8Array; type: 'png' | 'jpg' } };
  quote: {
    offer_no: string;
    version: number;
    title: string;
    customer_name: string;
    contact_name: string;
    owner_name: string;
    /** 'YYYY-MM-DD' */
    create_date: string;
    /** 'YYYY-MM-DD' */
    valid_until: string;
    /** Whole-quote discount percent, e.g. '5.00'. */
    discount: string;
    /** Percent, e.g. '13'. */
    tax_rate: string;
    /** Money strings with 2 decimals, shown as given. */
    lines_amount: string;
    before_tax: string;
    tax_amount: string;
    after_tax: string;
    /** Plain text, paragraphs separated by \n. */
    terms: string;
    status_name: string;
  };
  lines: QuotePdfLine[];
};

const PAGE_W = 595.28; // A4 in points
const PAGE_H = 841.89;
const MARGIN = 40;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const BOTTOM = 56; // lowest y content may reach; the footer sits below
const CONT_TOP = PAGE_H - 62; // where content starts on pages after the first, below the running header

const INK = rgb(0.13, 0.15, 0.18);
const MUTED = rgb(0.42, 0.45, 0.5);
const ACCENT = rgb(0.1, 0.33, 0.62);
const RULE = rgb(0.8, 0.82, 0.86);
const HEAD_FILL = rgb(0.92, 0.94, 0.97);
const ZEBRA = rgb(0.97, 0.976, 0.985);

const LEAD = 12; // table line height
const PAD = 5; // table cell padding
type Align = 'left' | 'center' | 'right';
const COLUMNS: { title: string; width: number; align: Align }[] = [
  { title: '序号', width: 30, align: 'center' },
  { title: '产品/服务', width: CONTENT_W - 328, align: 'left' },
  { title: '单位', width: 42, align: 'center' },
  { title: '单价', width: 72, align: 'right' },
  { title: '数量', width: 52, align: 'right' },
  { title: '折扣(%)', width: 50, align: 'right' },
  { title: '小计', width: 82, align: 'right' },
];
const TABLE_HEAD_H = LEAD + 2 * PAD;
const TOTAL_LABELS = ['产品合计', '整单折扣', '税前金额', '税率', '税额', '含税总计'];
const INFO_LABELS = ['客户', '联系人', '报价人', '报价日期', '有效期至', '状态'];
const NOTE = '备注：';
const NO_LINES = '（无明细）';
// Every character drawn besides the input's own text: the fonts are chosen from it before drawing starts.
const FIXED_TEXT = [
  '报价单',
  '条款',
  NOTE,
  NO_LINES,
  '第 页 / 共 页',
  '0123456789 ¥,.%-—()',
  ...COLUMNS.map((c) => c.title),
  ...TOTAL_LABELS,
  ...INFO_LABELS,
].join('');

type CellLine = { text: string; size: number; color: typeof INK };

export async function renderQuotePdf(input: QuotePdfInput): Promise<Uint8Array> {
  const { company, quote } = input;
  const doc = await PDFDocument.create();
  doc.setTitle(`报价单 ${quote.offer_no}`);
  doc.setLanguage('zh-CN');
  doc.setCreator(PRODUCT_TITLE);

  const fonts = new DocFonts(doc);
  const allText = [
    FIXED_TEXT,
    company.name,
    ...Object.values(quote).map(String),
    ...input.lines.flatMap((l) => Object.values(l)),
  ].join('');
  await fonts.prepare(allText, 400);
  await fonts.prepare([FIXED_TEXT, company.name, quote.title, money(quote.after_tax)].join(''), 700);
  const logo = await embedLogo(doc, company.logo);

  const ref = `${quote.offer_no} (v${quote.version})`;
  const out = new Writer(doc, fonts, `${company.name}  报价单 ${ref}`);
  drawHeader(out, input, ref, logo);
  drawTable(out, input.lines);
  drawTotals(out, quote);
  drawTerms(out, quote.terms);
  drawFooters(out, ref);
  return doc.save();
}

/** The current page and the y cursor (PDF points from the bottom), plus text helpers. */
class Writer {
  page: PDFPage;
  y = PAGE_H - MARGIN;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: DocFonts,
    private readonly runningHead: string,
  ) {
    this.page = doc.addPage([PAGE_W, PAGE_H]);
  }

  /** A new page below a small running header. */
  newPage(): void {
    this.page = this.doc.addPage([PAGE_W, PAGE_H]);
    this.text(this.runningHead, MARGIN, PAGE_H - 34, { size: 8, color: MUTED });
    this.rule(PAGE_H - 42, RULE, 0.5);
    this.y = CONT_TOP;
  }

  ensure(height: number): boolean {
    if (this.y - height >= BOTTOM) return false;
    this.newPage();
    return true;
  }

  text(text: string, x: number, baseline: number, style: TextStyle, align: Align = 'left', width = 0): void {
    const w = align === 'left' ? 0 : this.fonts.width(text, style.size, style.weight);
    const left = align === 'right' ? x + width - w : align === 'center' ? x + (width - w) / 2 : x;
    this.fonts.draw(this.page, text, left, baseline, { color: INK, ...style });
  }

  rule(y: number, color = RULE, thickness = 0.6, x1 = MARGIN, x2 = PAGE_W - MARGIN): void {
    this.page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness, color });
  }

  wrap(text: string, width: number, size: number, weight: Weight = 400): string[] {
    return wrapText(this.fonts, text, width, size, weight);
  }
}

function drawHeader(out: Writer, { company, quote }: QuotePdfInput, ref: string, logo: PDFImage | undefined): void {
  const top = out.y;
  let x = MARGIN;
  let leftBottom = top;
  if (logo) {
    const scale = Math.min(44 / logo.height, 140 / logo.width);
    const [w, h] = [logo.width * scale, logo.height * scale];
    out.page.drawImage(logo, { x, y: top - h, width: w, height: h });
    x += w + 10;
    leftBottom = top - h;
  }
  const nameLines = out.wrap(company.name, PAGE_W - MARGIN - 170 - x, 15, 700);
  const nameTop = logo ? top - Math.max(0, (top - leftBottom - nameLines.length * 19) / 2) : top;
  nameLines.forEach((line, i) => out.text(line, x, nameTop - 14 - i * 19, { size: 15, weight: 700 }));
  leftBottom = Math.min(leftBottom, nameTop - nameLines.length * 19);

  out.text('报价单', MARGIN, top - 22, { size: 24, weight: 700, color: ACCENT }, 'right', CONTENT_W);
  out.text(ref, MARGIN, top - 40, { size: 10, color: MUTED }, 'right', CONTENT_W);
  out.y = Math.min(leftBottom, top - 46) - 10;
  out.rule(out.y, ACCENT, 1.5);
  out.y -= 18;

  if (quote.title.trim()) {
    for (const line of out.wrap(quote.title, CONTENT_W, 12, 700)) {
      out.text(line, MARGIN, out.y - 12, { size: 12, weight: 700 });
      out.y -= 17;
    }
    out.y -= 6;
  }

  const colW = CONTENT_W / 2;
  const labelW = 52;
  const pairs: [string, string][][] = [
    [
      ['客户', quote.customer_name],
      ['报价日期', quote.create_date],
    ],
    [
      ['联系人', quote.contact_name],
      ['有效期至', quote.valid_until],
    ],
    [
      ['报价人', quote.owner_name],
      ['状态', quote.status_name],
    ],
  ];
  for (const row of pairs) {
    const cells = row.map(([, value]) => out.wrap(value || '—', colW - labelW - 10, 9.5));
    row.forEach(([label], i) => {
      const x0 = MARGIN + i * colW;
      out.text(label, x0, out.y - 10, { size: 9, color: MUTED });
      cells[i].forEach((line, j) => out.text(line, x0 + labelW, out.y - 10 - j * 13, { size: 9.5 }));
    });
    out.y -= Math.max(...cells.map((c) => c.length)) * 13 + 4;
  }
  out.y -= 12;
}

function drawTableHead(out: Writer): void {
  const top = out.y;
  out.page.drawRectangle({
    x: MARGIN,
    y: top - TABLE_HEAD_H,
    width: CONTENT_W,
    height: TABLE_HEAD_H,
    color: HEAD_FILL,
  });
  let x = MARGIN;
  for (const col of COLUMNS) {
    out.text(col.title, x + PAD, top - PAD - 9, { size: 9, weight: 700 }, col.align, col.width - 2 * PAD);
    x += col.width;
  }
  out.rule(top - TABLE_HEAD_H, ACCENT, 0.8);
  out.y = top - TABLE_HEAD_H;
}

function drawTable(out: Writer, lines: QuotePdfLine[]): void {
  const continuePage = () => {
    out.newPage();
    drawTableHead(out);
  };
  out.ensure(TABLE_HEAD_H + LEAD + 2 * PAD);
  drawTableHead(out);
  // Lines that fit in one row on an otherwise empty continuation page: taller rows are split across pages.
  const freshRoom = Math.floor((CONT_TOP - TABLE_HEAD_H - BOTTOM - 2 * PAD) / LEAD);

  lines.forEach((line, index) => {
    const cells = rowCells(out, line, index);
    const total = Math.max(...cells.map((c) => c.length));
    for (let from = 0; from < total;) {
      const rest = total - from;
      let room = Math.floor((out.y - BOTTOM - 2 * PAD) / LEAD);
      if (room < rest && (room < 1 || (from === 0 && rest <= freshRoom))) {
        continuePage();
        room = Math.floor((out.y - BOTTOM - 2 * PAD) / LEAD);
      }
      const take = Math.min(rest, room);
      drawRowSlice(out, cells, from, take, index % 2 === 1);
      from += take;
      if (from < total) continuePage();
    }
  });
  if (lines.length === 0) {
    out.text(NO_LINES, MARGIN, out.y - PAD - 9, { size: 9, color: MUTED }, 'center', CONTENT_W);
    out.y -= LEAD + 2 * PAD;
    out.rule(out.y);
  }
}

function rowCells(out: Writer, line: QuotePdfLine, index: number): CellLine[][] {
  const cell = (text: string, col: number, size = 9, color = INK): CellLine[] =>
    out.wrap(text, COLUMNS[col].width - 2 * PAD, size).map((t) => ({ text: t, size, color }));
  const sub = [line.spec_name, line.module_name].filter((s) => s.trim()).join(' / ');
  return [
    cell(String(index + 1), 0),
    [
      ...cell(line.product_name, 1),
      ...(sub ? cell(sub, 1, 8, MUTED) : []),
      ...(line.remark.trim() ? cell(`${NOTE}${line.remark}`, 1, 8, MUTED) : []),
    ],
    cell(line.unit, 2),
    cell(grouped(line.price), 3),
    cell(line.quantity, 4),
    cell(line.discount, 5),
    cell(grouped(line.subtotal), 6),
  ];
}

function drawRowSlice(out: Writer, cells: CellLine[][], from: number, count: number, shaded: boolean): void {
  const height = count * LEAD + 2 * PAD;
  const top = out.y;
  if (shaded) out.page.drawRectangle({ x: MARGIN, y: top - height, width: CONTENT_W, height, color: ZEBRA });
  let x = MARGIN;
  cells.forEach((lines, col) => {
    const { width, align } = COLUMNS[col];
    lines.slice(from, from + count).forEach((l, i) => {
      out.text(
        l.text,
        x + PAD,
        top - PAD - i * LEAD - (LEAD / 2 + l.size * 0.35),
        { size: l.size, color: l.color },
        align,
        width - 2 * PAD,
      );
    });
    x += width;
  });
  out.y = top - height;
  out.rule(out.y);
}

function drawTotals(out: Writer, quote: QuotePdfInput['quote']): void {
  const rows: [string, string][] = [
    ['产品合计', money(quote.lines_amount)],
    ['整单折扣', percent(quote.discount)],
    ['税前金额', money(quote.before_tax)],
    ['税率', percent(quote.tax_rate)],
    ['税额', money(quote.tax_amount)],
  ];
  const width = 240;
  const x = PAGE_W - MARGIN - width;
  out.y -= 12;
  out.ensure(rows.length * 17 + 34);
  for (const [label, value] of rows) {
    out.text(label, x, out.y - 11, { size: 9.5, color: MUTED });
    out.text(value, x, out.y - 11, { size: 9.5 }, 'right', width);
    out.y -= 17;
  }
  out.y -= 4;
  out.rule(out.y, INK, 0.8, x, PAGE_W - MARGIN);
  out.y -= 6;
  out.text('含税总计', x, out.y - 15, { size: 11, weight: 700 });
  out.text(money(quote.after_tax), x, out.y - 15, { size: 14, weight: 700, color: ACCENT }, 'right', width);
  out.y -= 24;
}

function drawTerms(out: Writer, terms: string): void {
  if (!terms.trim()) return;
  const lines = out.wrap(terms.trim(), CONTENT_W, 9);
  out.y -= 18;
  out.ensure(22 + Math.min(lines.length, 3) * 14);
  out.page.drawRectangle({ x: MARGIN, y: out.y - 14, width: 3, height: 13, color: ACCENT });
  out.text('条款', MARGIN + 9, out.y - 12, { size: 11, weight: 700 });
  out.y -= 22;
  for (const line of lines) {
    out.ensure(14);
    out.text(line, MARGIN, out.y - 10, { size: 9 });
    out.y -= 14;
  }
}

function drawFooters(out: Writer, ref: string): void {
  const pages = out.doc.getPages();
  pages.forEach((page, i) => {
    out.page = page;
    out.rule(BOTTOM - 18, RULE, 0.5);
    out.text(ref, MARGIN, BOTTOM - 32, { size: 8, color: MUTED });
    out.text(
      `第 ${i + 1} 页 / 共 ${pages.length} 页`,
      MARGIN,
      BOTTOM - 32,
      { size: 8, color: MUTED },
      'right',
      CONTENT_W,
    );
  });
}

async function embedLogo(doc: PDFDocument, logo: QuotePdfInput['company']['logo']): Promise<PDFImage | undefined> {
  if (!logo) return undefined;
  try {
    return logo.type === 'png' ? await doc.embedPng(logo.bytes) : await doc.embedJpg(logo.bytes);
  } catch {
    return undefined; // an unreadable logo leaves the quote without one rather than failing it
  }
}

/**
 * Lines no wider than `width`: Latin words and numbers stay whole where they fit, CJK text breaks between any two
 * characters, and \n starts a new paragraph.
 */
function wrapText(fonts: DocFonts, text: string, width: number, size: number, weight: Weight = 400): string[] {
  const out: string[] = [];
  const measure = (s: string) => fonts.width(s, size, weight);
  for (const para of text.replace(/\r\n?/g, '\n').replace(/\t/g, '  ').split('\n')) {
    let line = '';
    let lineW = 0;
    const push = () => {
      out.push(line.trimEnd());
      line = '';
      lineW = 0;
    };
    for (const token of para.match(/[!-~\u00a1-\u024f]+| +|[^]/gu) ?? []) {
      const w = measure(token);
      if (lineW + w <= width) {
        line += token;
        lineW += w;
      } else if (token.startsWith(' ')) {
        push();
      } else {
        if (line) push();
        if (w <= width) {
          line = token;
          lineW = w;
        } else {
          for (const ch of token) {
            const cw = measure(ch);
            if (line && lineW + cw > width) push();
            line += ch;
            lineW += cw;
          }
        }
      }
    }
    out.push(line.trimEnd());
  }
  return out;
}

/** '12345.6' → '12,345.6'; anything not a plain number is shown as given. */
function grouped(value: string): string {
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(value.trim());
  return m ? `${m[1]}${m[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${m[3] ?? ''}` : value;
}

function money(value: string): string {
  const g = grouped(value);
  return /^-?\d/.test(g) ? g.replace(/^(-?)/, '$1¥') : g;
}

function percent(value: string): string {
  return value.trim() ? `${value.trim()}%` : '—';
}
