import { customerEntity, type Field } from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';
import { fieldSchema } from '../src/core/engine/input-schema.ts';
import { sanitizeRichText } from '../src/core/engine/sanitize.ts';

describe('rich text sanitiser', () => {
  it('removes scripts and event handlers but keeps formatting and uploaded images', () => {
    const out = sanitizeRichText(
      '<p><b>重点</b>客户<img src="/api/Upload/file?id=1" onerror="alert(1)"></p><script>alert(2)</script>',
    );
    expect(out).toBe('<p><b>重点</b>客户<img src="/api/Upload/file?id=1" /></p>');
  });

  it('allows http, https and mailto links only', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@example.com">m</a>')).toBe('<a href="mailto:a@example.com">m</a>');
    expect(sanitizeRichText('<a href="data:text/html,<script>1</script>">d</a>')).toBe('<a>d</a>');
  });

  it('allows images from the web, inline raster data and this server only', () => {
    expect(sanitizeRichText('<img src="https://cdn.example.com/a.png">')).toBe(
      '<img src="https://cdn.example.com/a.png" />',
    );
    const key = '0123456789abcdef0123456789abcdef';
    expect(sanitizeRichText(`<img src="/api/Upload/file?id=7&amp;key=${key}">`)).toBe(
      `<img src="/api/Upload/file?id=7&amp;key=${key}" />`,
    );
    expect(sanitizeRichText(`<img src="/api/Upload/file?id=7&amp;key=${key}&amp;download=1">`)).toBe('');
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=" />',
    );
    for (const src of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,PHNjcmlwdD4=',
      'javascript:alert(1)',
      '//evil.example/x.png',
      '/api/User/loginOut',
    ]) {
      expect(sanitizeRichText(`<img src="${src}">`), src).toBe('');
    }
  });

  it('keeps lists, tables and safe styles; drops frames, forms, svg and style expressions', () => {
    expect(
      sanitizeRichText(
        '<ul><li>一</li></ul><table><tbody><tr><td colspan="2" onclick="x()">格</td></tr></tbody></table>',
      ),
    ).toBe('<ul><li>一</li></ul><table><tbody><tr><td colspan="2">格</td></tr></tbody></table>');
    expect(
      sanitizeRichText('<p style="color:#f00;width:expression(alert(1));background:url(javascript:x)">t</p>'),
    ).toBe('<p style="color:#f00">t</p>');
    expect(
      sanitizeRichText(
        '<iframe src="https://x"></iframe><form><input></form><svg onload="alert(1)"></svg><style>p{}</style>ok',
      ),
    ).toBe('ok');
  });

  it('keeps what the editor writes: 待办 lists, header tables, code blocks with their language, formulas', () => {
    const task =
      '<ul data-type="taskList"><li data-checked="true" data-type="taskItem"><label><input type="checkbox" checked="checked" /><span></span></label><div><p>回访</p></div></li></ul>';
    expect(sanitizeRichText(task)).toBe(task);
    const table =
      '<table><tbody><tr><th colspan="1" rowspan="1"><p>项</p></th></tr><tr><td colspan="1" rowspan="1"><p>值</p></td></tr></tbody></table>';
    expect(sanitizeRichText(table)).toBe(table);
    expect(sanitizeRichText('<pre><code class="language-ts evil">let a = 1;</code></pre>')).toBe(
      '<pre><code class="language-ts">let a = 1;</code></pre>',
    );
    const math = '<p><span data-type="math" data-latex="\\frac{a}{b}">\\frac{a}{b}</span></p>';
    expect(sanitizeRichText(math)).toBe(math);
  });

  it("still removes handlers, scripts and unsafe links inside the editor's nodes", () => {
    expect(
      sanitizeRichText('<ul data-type="evil"><li data-type="taskItem" data-checked="maybe" onclick="x()">a</li></ul>'),
    ).toBe('<ul><li data-type="taskItem">a</li></ul>');
    expect(
      sanitizeRichText('<label><input type="text" value="x" /><input type="checkbox" onchange="x()" /></label>'),
    ).toBe('<label><input type="checkbox" /></label>');
    expect(
      sanitizeRichText(
        '<span data-type="math" data-latex="x" onmouseover="alert(1)">x<script>alert(1)</script></span>',
      ),
    ).toBe('<span data-type="math" data-latex="x">x</span>');
    expect(sanitizeRichText('<table><tr><td><a href="javascript:alert(1)">x</a></td></tr></table>')).toBe(
      '<table><tr><td><a>x</a></td></tr></table>',
    );
    expect(sanitizeRichText('<pre><code class="x" onclick="y()">c</code></pre>')).toBe('<pre><code>c</code></pre>');
  });

  describe('formulas store nothing a trusted KaTeX would turn into script, foreign links or HTML attributes', () => {
    /** A formula as the editor writes it: the LaTeX in data-latex and as its text. */
    const formula = (latexAttr: string, text = latexAttr) =>
      `<span data-type="math" data-latex="${latexAttr}">${text}</span>`;
    /** What the stored formula's data-latex and text read as. */
    const stored = (html: string) => {
      const m = /^<span data-type="math" data-latex="([^"]*)">(.*)<\/span>$/s.exec(sanitizeRichText(html));
      const decode = (v: string) =>
        v
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&');
      return m ? { latex: decode(m[1]), text: decode(m[2]) } : undefined;
    };

    it('keeps ordinary maths, web and mail links and web images as written', () => {
      for (const latex of [
        '\\frac{a}{b}',
        'E=mc^2 \\quad \\sqrt[3]{x} \\\\ \\{a\\} \\urcorner \\text{url: https}',
        '\\href{https://example.com}{x}',
        '\\href{http://example.com/a?b=1\\#c}{\\frac{1}{2}}',
        '\\url{https://example.com}',
        '\\href{mailto:a@example.com}{写信}',
        '\\includegraphics[height=1em]{https://example.com/a.png}',
      ]) {
        expect(stored(formula(latex)), latex).toEqual({ latex, text: latex });
      }
    });

    it('drops \\href and \\url targets other than http(s) and mailto, however written, keeping the linked text', () => {
      const cases: [string, string][] = [
        ['\\href{javascript:alert(1)}{x}', '{x}'],
        ['\\href {JaVaScript:alert(1)}{x}', '{x}'],
        ['\\href\n { java\tscript:alert(1)} {x}', ' {x}'],
        ['\\href%注释\n{javascript:alert(1)}{x}', '{x}'],
        ['\\HREF{javascript:alert(1)}{x}', '{x}'],
        ['\\href{&#106;avascript&colon;alert(1)}{x}', '{x}'],
        ['\\href{&#x6A;avascript:alert(1)}{x}', '{x}'],
        ['\\href{&amp;#106;avascript:alert(1)}{x}', '{x}'],
        ['\\href{\\}javascript:alert(1)}{x}', '{x}'],
        ['\\href{data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;}{x}', '{x}'],
        ['\\href{vbscript:msgbox}{x} + \\url{javascript:alert(1)}', '{x} + '],
        ['\\href{https://example.com}{\\href{javascript:alert(1)}{内}}', '\\href{https://example.com}{{内}}'],
        ['a^2 \\href{//evil.example}{x}', 'a^2 {x}'],
      ];
      for (const [attr, latex] of cases) {
        expect(stored(formula(attr)), attr).toEqual({ latex, text: latex });
      }
      // a macro standing for \href loses it
      expect(stored(formula('\\def\\go{\\href}\\go{javascript:alert(1)}{x}'))?.latex).not.toMatch(/href/i);
      expect(stored(formula('\\def\\go#1{\\href{#1}{x}}\\go{javascript:alert(1)}'))?.latex).toBe(
        '\\def\\go#1{{x}}\\go{javascript:alert(1)}',
      );
    });

    it('drops \\htmlClass, \\htmlId, \\htmlStyle, \\htmlData and images other than web ones', () => {
      const latex = stored(
        formula('\\htmlClass{ant-btn}{a}\\htmlId{login}{b}\\htmlStyle{position:fixed}{c}\\htmlData{x=1}{d}'),
      )?.latex;
      expect(latex).toBe('{a}{b}{c}{d}');
      expect(
        stored(
          formula(
            'x\\includegraphics[height=9em]{data:image/svg+xml;base64,PHN2Zz4=}y\\includegraphics{/api/User/loginOut}',
          ),
        )?.latex,
      ).toBe('xy');
    });

    it('a formula without its LaTeX attribute is kept as plain text', () => {
      expect(sanitizeRichText('<span data-type="math">\\href{javascript:alert(1)}{x}</span>')).toBe(
        '<span>\\href{javascript:alert(1)}{x}</span>',
      );
    });
  });

  it('is what a richText field stores', () => {
    const field: Field = { key: 'intro', label: '介绍', type: 'richText' };
    expect(fieldSchema(field, 480).parse('<b>hi</b><img src=x onerror=alert(1)><script>x</script>')).toBe('<b>hi</b>');
    const plain = customerEntity.fields.find((f) => f.type === 'longText')!;
    expect(fieldSchema(plain, 480).parse('<b>原样</b>')).toBe('<b>原样</b>');
  });
});
