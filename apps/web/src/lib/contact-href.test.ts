import { describe, expect, it } from 'vitest';
import { contactHref } from './contact-href.ts';

describe('contactHref', () => {
  it('dials a phone number as written, without its spaces and brackets', () => {
    expect(contactHref('phone', '13912340001')).toBe('tel:13912340001');
    expect(contactHref('phone', '0755-6600000')).toBe('tel:0755-6600000');
    expect(contactHref('phone', '+86 (755) 6600 0000')).toBe('tel:+8675566000000');
  });

  it('dials the number before an extension note', () => {
    expect(contactHref('phone', '0755-6600000 转 123')).toBe('tel:0755-6600000');
  });

  it('offers no link for a masked number or text that is not a number', () => {
    expect(contactHref('phone', '139****0001')).toBeUndefined();
    expect(contactHref('phone', '见名片')).toBeUndefined();
    expect(contactHref('phone', '')).toBeUndefined();
  });

  it('writes to an e-mail address, and links nothing else', () => {
    expect(contactHref('email', 'chen@huarui.cn')).toBe('mailto:chen@huarui.cn');
    expect(contactHref('email', '不详')).toBeUndefined();
    expect(contactHref('text', '13912340001')).toBeUndefined();
  });
});
