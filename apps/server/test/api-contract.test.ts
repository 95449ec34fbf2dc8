import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ERR } from '@suwork/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../src/core/envelope.ts';
import { ADMIN, createTestApp, type TestContext } from './harness.ts';

let t: TestContext;
let token: string;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'suwork-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>suwork</title><div id="root"></div>');

beforeAll(async () => {
  t = await createTestApp({ webDist, bodyLimitBytes: 64 * 1024 }, (app) => {
    // a route that forgets to say what it needs
    app.get('/api/Probe/undeclared', async () => ok('secret'));
    app.get('/api/Probe/boom', { config: { auth: 'public' } }, async () => {
      throw new Error('relation "sys_secret" does not exist at SELECT * FROM sys_secret');
    });
  });
  token = await t.login(ADMIN);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const expectNoInternals = (raw: string) => {
  expect(raw).not.toMatch(/stack|at \w+ \(|select |sys_secret|node_modules/i);
};

describe('API contract', () => {
  it('answers health with the database kind', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.body).toEqual({
      code: 0,
      msg: '操作成功',
      data: { db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
    });
  });

  it('treats controller and action names case-insensitively', async () => {
    for (const url of ['/api/user/getUserInfo', '/api/User/getUserInfo', '/api/USER/GETUSERINFO']) {
      expect((await t.call('GET', url, { token })).body.code).toBe(0);
    }
  });

  it('denies a route that names no permission, even to admin', async () => {
    const res = await t.call('GET', '/api/Probe/undeclared', { token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: ERR.noPermission.code, msg: '没有权限执行此操作', data: null });
  });

  it('answers an unknown API path with an envelope', async () => {
    const res = await t.call('GET', '/api/Nothing/here', { token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: ERR.routeNotFound.code, msg: '接口不存在' });
  });

  it('hides internal errors behind a Chinese message', async () => {
    const res = await t.call('GET', '/api/Probe/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 500, msg: '服务器错误，请稍后重试', data: null });
    expectNoInternals(res.raw);
  });

  it('rejects malformed JSON clearly', async () => {
    const res = await t.call('POST', '/api/Login/login', { body: '{"username": "admin", ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: ERR.badJson.code, msg: '请求数据格式错误：不是有效的 JSON' });
    expectNoInternals(res.raw);
  });

  it('rejects unknown fields, naming them', async () => {
    const res = await t.call('POST', '/api/Login/login', { body: { ...ADMIN, is_admin: true } });
    expect(res.body).toMatchObject({ code: 400, msg: '不允许的字段：is_admin' });
  });

  it('rejects wrong types with the field named', async () => {
    const a = await t.call('POST', '/api/Login/login', { body: { username: 'admin', password: 12345678 } });
    expect(a.body).toMatchObject({ code: 400, msg: '请输入密码' });
    const b = await t.call('GET', '/getRoles', { token, query: { status: 'abc' } });
    expect(b.body.code).toBe(400);
    expect(b.body.msg).toContain('status');
    const c = await t.call('POST', '/api/Login/login', { body: [1, 2] });
    expect(c.body).toMatchObject({ code: 400, msg: '请求体格式错误：应为对象' });
  });

  it('rejects an oversized body', async () => {
    const res = await t.call('POST', '/api/Login/login', {
      body: { username: 'admin', password: 'x'.repeat(100 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: ERR.tooLarge.code, msg: '请求内容过大' });
  });

  it('rejects an unsupported content type', async () => {
    const res = await t.call('POST', '/api/Login/login', {
      body: 'username=admin',
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.status).toBe(415);
    expect(res.body.msg).toBe('不支持的请求内容类型');
  });

  it('sends security headers', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(String(res.headers['content-security-policy'])).toContain("object-src 'none'");
  });

  it('serves the web app for any page path, so deep links and reloads work', async () => {
    for (const url of ['/', '/customer/clues', '/system/flowSetting/3?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
    const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
  });
});
