import { describe, expect, it } from 'vitest';
import { checkVersion } from './version.ts';

describe('checkVersion', () => {
  it('is ok when the saved version matches (number or string)', () => {
    expect(checkVersion('3', 3)).toBe('ok');
    expect(checkVersion('3', '3')).toBe('ok');
  });

  it('reports a change when the versions differ', () => {
    expect(checkVersion('3', 4)).toBe('mismatch');
  });

  it('just stores the version when none was saved', () => {
    expect(checkVersion(null, 4)).toBe('store');
    expect(checkVersion('', 4)).toBe('store');
  });
});
