import { describe, expect, it } from 'vitest';
import { readableLine, readableLogStream } from '../src/core/log-lines.ts';

// 2026-11-25 04:02:03 UTC is 12:02:03 in company time (+08:00)
const TIME = Date.UTC(2026, 10, 25, 4, 2, 3);
const line = (entry: Record<string, unknown>) =>
  readableLine(JSON.stringify({ level: 30, time: TIME, pid: 1, hostname: 'vm', ...entry }), 480);

describe('readable log lines (npm start at a terminal)', () => {
  it('says a request in one line: company time, method, path, status and time taken', () => {
    expect(
      line({
        reqId: 'req-1',
        method: 'GET',
        url: '/api/Customer/getList?page=1',
        statusCode: 200,
        responseTime: 8.4,
        uid: 3,
        ip: '127.0.0.1',
        msg: 'request completed',
      }),
    ).toBe('12:02:03 INFO  GET /api/Customer/getList?page=1 → 200 8 ms');
  });

  it('marks warnings and keeps what else the entry says; errors bring their stack', () => {
    expect(line({ level: 40, msg: 'admin 正在使用默认密码 admin123：请通过环境变量 ADMIN_PASSWORD 设置新密码' })).toBe(
      '12:02:03 WARN  admin 正在使用默认密码 admin123：请通过环境变量 ADMIN_PASSWORD 设置新密码',
    );
    expect(line({ msg: 'suwork 已就绪', db: 'pglite', readyMs: 812 })).toBe(
      '12:02:03 INFO  suwork 已就绪 db=pglite readyMs=812',
    );
    expect(line({ level: 50, msg: '关闭失败', err: { message: 'boom', stack: 'Error: boom\n    at x' } })).toBe(
      '12:02:03 ERROR 关闭失败\nError: boom\n    at x',
    );
    // with colour, a warning is bold yellow
    expect(readableLine(JSON.stringify({ level: 40, time: TIME, msg: '注意' }), 480, true)).toContain(
      '\u001b[33;1mWARN \u001b[0m',
    );
  });

  it('passes through what is not JSON, one line at a time', () => {
    const out: string[] = [];
    const stream = readableLogStream({ write: (s: string) => out.push(s) }, 480, false);
    stream.write(`${JSON.stringify({ level: 30, time: TIME, msg: '已创建演示公司' })}\nplain text\n`);
    expect(out).toEqual(['12:02:03 INFO  已创建演示公司\n', 'plain text\n']);
  });
});
