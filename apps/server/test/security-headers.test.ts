import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSources } from '../src/core/security-headers.ts';
import { ADMIN, createTestApp, type TestContext } from './harness.ts';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
});
afterAll(async () => t.close());

const directive = (csp: unknown, name: string) =>
  String(csp)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('security headers', () => {
  it('an injected script may connect only to the site itself', async () => {
    const res = await t.call('GET', '/api/health');
    expect(directive(res.headers['content-security-policy'], 'connect-src')).toBe("connect-src 'self'");
  });

  it('the pages of ALLOWED_ORIGINS and the file bucket are the only other places the page connects to', () => {
    expect(connectSources({ allowedOrigins: ['https://app.example.com'], s3: undefined })).toEqual([
      "'self'",
      'https://app.example.com',
    ]);
    const minio = {
      endpoint: 'https://minio.example.com:9000/',
      region: 'us-east-1',
      bucket: 'files',
      forcePathStyle: true,
    };
    expect(connectSources({ allowedOrigins: [], s3: minio })).toEqual(["'self'", 'https://minio.example.com:9000']);
    expect(connectSources({ allowedOrigins: [], s3: { ...minio, endpoint: undefined } })).toEqual([
      "'self'",
      'https://*.amazonaws.com',
    ]);
  });

  it('JSON answers are never stored by a browser or proxy, signed in or not, errors included', async () => {
    for (const res of [
      await t.call('GET', '/api/health'),
      await t.call('GET', '/api/Customer/getList', { token: admin }),
      await t.call('GET', '/api/Customer/getList'),
      await t.call('POST', '/api/Login/login', { body: { username: 'admin', password: 'wrong' } }),
    ]) {
      expect(String(res.headers['content-type'])).toContain('application/json');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('the browser cookie set at sign-in is HttpOnly, SameSite=Strict, and Secure when the request came over https', async () => {
    const signIn = (app: TestContext, headers: Record<string, string> = {}) =>
      app.call('POST', '/api/Login/login', { body: ADMIN, headers }).then((r) => String(r.headers['set-cookie']));
    expect(await signIn(t)).toMatch(/^suwork_device=[\w-]{43}; Path=\/api; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    // X-Forwarded-Proto is believed only from a load balancer the server is told to trust (TRUST_PROXY=true)
    expect(await signIn(t, { 'x-forwarded-proto': 'https' })).not.toContain('Secure');
    const behindBalancer = await createTestApp({ trustProxy: true });
    try {
      expect(await signIn(behindBalancer, { 'x-forwarded-proto': 'https' })).toMatch(
        /; HttpOnly; SameSite=Strict; Secure$/,
      );
      expect(await signIn(behindBalancer, { 'x-forwarded-proto': 'http' })).not.toContain('Secure');
    } finally {
      await behindBalancer.close();
    }
  });
});
