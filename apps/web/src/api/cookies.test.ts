import { describe, expect, it } from 'vitest';
import { cookieAttributes } from './cookies.ts';

describe('cookie attributes', () => {
  it('a page served over https writes its cookies Secure; over http it cannot', () => {
    expect(cookieAttributes('https:')).toBe('path=/; SameSite=Lax; Secure');
    expect(cookieAttributes('http:')).toBe('path=/; SameSite=Lax');
  });
});
