import { describe, expect, it } from 'vitest';
import { loginUrl, safeRedirect } from './login-url.ts';

describe('loginUrl', () => {
  it('keeps the path readable and encodes the query', () => {
    expect(loginUrl('/')).toBe('/login?redirect=/');
    expect(loginUrl('/customer/clues?page=2&limit=20')).toBe('/login?redirect=/customer/clues%3Fpage%3D2%26limit%3D20');
    expect(new URLSearchParams(loginUrl('/a/b?x=1&y=2').split('?')[1]).get('redirect')).toBe('/a/b?x=1&y=2');
  });
});

describe('safeRedirect', () => {
  it('accepts paths inside the app', () => {
    expect(safeRedirect('/customer/clues?page=2')).toBe('/customer/clues?page=2');
    expect(safeRedirect('/loginHistory')).toBe('/loginHistory');
  });

  it.each([
    null,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/login',
    '/login?redirect=/x',
    'javascript:alert(1)',
  ])('falls back to / for %s', (raw) => {
    expect(safeRedirect(raw)).toBe('/');
  });
});
