import { customerEntity, type Field } from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';
import { fieldSchema } from '../src/core/engine/input-schema.ts';
import { sanitizeRichText } from '../src/core/engine/sanitize.ts';

describe('rich text sanitiser', () => {
  it('removes scripts and event handlers but keeps formatting and uploaded images', () => {
    const out = sanitizeRichText('<p><b>重点</b>客户<img src="/api/Upload/file?id=1" onerror="alert(1)"></p><script>alert(2)</script>');
    expect(out).toBe('<p><b>重点</b>客户<img src="/api/Upload/file?id=1" /></p>');
  });

  it('allows http, https and mailto links only', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="mailto:a@example.com">m</a>')).toBe('<a href="mailto:a@example.com">m</a>');
    expect(sanitizeRichText('<a href="data:text/html,<script>1</script>">d</a>')).toBe('<a>d</a>');
  });

  it('allows images from the web, inline raster data and this server only', () => {
    expect(sanitizeRichText('<img src="https://cdn.example.com/a.png">')).toBe('<img src="https://cdn.example.com/a.png" />');
    const key = '0123456789abcdef0123456789abcdef';
    expect(sanitizeRichText(`<img src="/api/Upload/file?id=7&amp;key=${key}">`)).toBe(`<img src="/api/Upload/file?id=7&amp;key=${key}" />`);
    expect(sanitizeRichText(`<img src="/api/Upload/file?id=7&amp;key=${key}&amp;download=1">`)).toBe('');
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=" />');
    for (const src of ['data:image/svg+xml;base64,PHN2Zz4=', 'data:text/html;base64,PHNjcmlwdD4=', 'javascript:alert(1)', '//evil.example/x.png', '/api/User/loginOut']) {
      expect(sanitizeRichText(`<img src="${src}">`), src).toBe('');
    }
  });

  it('keeps lists, tables and safe styles; drops frames, forms, svg and style expressions', () => {
    expect(sanitizeRichText('<ul><li>一</li></ul><table><tbody><tr><td colspan="2" onclick="x()">格</td></tr></tbody></table>')).toBe(
      '<ul><li>一</li></ul><table><tbody><tr><td colspan="2">格</td></tr></tbody></table>',
    );
    expect(sanitizeRichText('<p style="color:#f00;width:expression(alert(1));background:url(javascript:x)">t</p>')).toBe('<p style="color:#f00">t</p>');
    expect(sanitizeRichText('<iframe src="https://x"></iframe><form><input></form><svg onload="alert(1)"></svg><style>p{}</style>ok')).toBe('ok');
  });

  it('keeps what the editor writes: 待办 lists, header tables, code blocks with their language, formulas', () => {
    const task = '<ul data-type="taskList"><li data-checked="true" data-type="taskItem"><label><input type="checkbox" checked="checked" /><span></span></label><div><p>回访</p></div></li></ul>';
    expect(sanitizeRichText(task)).toBe(task);
    const table = '<table><tbody><tr><th colspan="1" rowspan="1"><p>项</p></th></tr><tr><td colspan="1" rowspan="1"><p>值</p></td></tr></tbody></table>';
    expect(sanitizeRichText(table)).toBe(table);
    expect(sanitizeRichText('<pre><code class="language-ts evil">let a = 1;</code></pre>')).toBe('<pre><code class="language-ts">let a = 1;</code></pre>');
    const math = '<p><span data-type="math" data-latex="\\frac{a}{b}">\\frac{a}{b}</span></p>';
    expect(sanitizeRichText(math)).toBe(math);
  });

  it('still removes handlers, scripts and unsafe links inside the editor\'s nodes', () => {
    expect(sanitizeRichText('<ul data-type="evil"><li data-type="taskItem" data-checked="maybe" onclick="x()">a</li></ul>')).toBe('<ul><li data-type="taskItem">a</li></ul>');
    expect(sanitizeRichText('<label><input type="text" value="x" /><input type="checkbox" onchange="x()" /></label>')).toBe('<label><input type="checkbox" /></label>');
    expect(sanitizeRichText('<span data-type="math" data-latex="x" onmouseover="alert(1)">x<script>alert(1)</script></span>')).toBe('<span data-type="math" data-latex="x">x</span>');
    expect(sanitizeRichText('<table><tr><td><a href="javascript:alert(1)">x</a></td></tr></table>')).toBe('<table><tr><td><a>x</a></td></tr></table>');
    expect(sanitizeRichText('<pre><code class="x" onclick="y()">c</code></pre>')).toBe('<pre><code>c</code></pre>');
  });

  it('is what a richText field stores', () => {
    const field: Field = { key: 'intro', label: '介绍', type: 'richText' };
    expect(fieldSchema(field, 480).parse('<b>hi</b><img src=x onerror=alert(1)><script>x</script>')).toBe('<b>hi</b>');
    const plain = customerEntity.fields.find((f) => f.type === 'longText')!;
    expect(fieldSchema(plain, 480).parse('<b>原样</b>')).toBe('<b>原样</b>');
  });
});
