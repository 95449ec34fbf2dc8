import { describe, expect, it } from 'vitest';
import { defineModule, seedModuleDemos } from '../src/core/module.ts';
import { ADMIN } from './harness.ts';
import { appWithLogLines } from './log-capture.ts';

// The request log of a first start: the demo company is written through the API, and those requests are the
// server's own, not lines a person starting it needs to read.
const { app, lines } = await appWithLogLines();

const signIn = () => app.inject({ method: 'POST', url: '/api/Login/login', payload: ADMIN });
const requestLines = (from: number) =>
  lines.slice(from).filter((l) => l.includes('/api/Login/login') || l.includes('"request completed"'));

describe('the request log while the demo is written', () => {
  it('leaves out the requests the demo makes, keeps what the demo says, and logs client requests as before', async () => {
    const demo = defineModule({
      name: 'demo-probe',
      register: () => {},
      demo: {
        seed: async (a, log) => {
          expect((await signIn()).json()).toMatchObject({ code: 0 });
          expect((await a.inject({ method: 'GET', url: '/api/nowhere' })).statusCode).toBe(404);
          log?.info('已创建演示数据：探针');
        },
      },
    });
    const from = lines.length;
    await seedModuleDemos(app, app.log, [demo]);
    expect(requestLines(from)).toEqual([]);
    expect(lines.slice(from).join('')).toContain('已创建演示数据：探针');

    const after = lines.length;
    expect((await signIn()).json()).toMatchObject({ code: 0 });
    expect(requestLines(after).filter((l) => l.includes('"request completed"'))).toHaveLength(1);
  });
});
