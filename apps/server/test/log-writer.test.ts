import { execFileSync } from 'node:child_process';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { requestLogger } from '../src/core/request-logger.ts';

describe("a request's logger", () => {
  const capture = () => {
    const lines: Record<string, unknown>[] = [];
    const root = pino(
      { level: 'info' },
      { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    return { root, lines, children: vi.spyOn(root, 'child') };
  };

  it('writes with the request id, and becomes a child logger only when the request logs something', () => {
    const { root, lines, children } = capture();
    const log = requestLogger(root, { reqId: 'req-7' }, {});
    expect(log.level).toBe('info');
    log.debug('below the level');
    expect(children).toHaveBeenCalledTimes(1);
    log.info({ user_id: 3 }, 'member registered');
    log.child({ part: 'sms' }).warn('late');
    log.error(new Error('boom'));
    expect(children).toHaveBeenCalledTimes(2);
    expect(lines).toMatchObject([
      { reqId: 'req-7', user_id: 3, msg: 'member registered', level: 30 },
      { reqId: 'req-7', part: 'sms', msg: 'late', level: 40 },
      { reqId: 'req-7', level: 50, err: { message: 'boom' } },
    ]);
  });

  it('costs nothing when the request logs nothing', () => {
    const { root, lines, children } = capture();
    requestLogger(root, { reqId: 'req-8' }, {});
    expect(children).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });
});

describe('log lines to stdout', () => {
  it('are written in batches, every line once and in order, the last ones as the process exits', () => {
    const script = `
      import pino from 'pino';
      import { asyncStdout } from './src/core/request-log.ts';
      const log = pino({ level: 'info' }, asyncStdout());
      for (let i = 0; i < 20000; i++) log.info({ n: i }, 'line');
      setImmediate(() => { for (let i = 20000; i < 20005; i++) log.info({ n: i }, 'line'); process.exit(0); });
    `;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: path.resolve(import.meta.dirname, '..'),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const numbers = out
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { n: number }).n);
    expect(numbers).toEqual(Array.from({ length: 20005 }, (_, i) => i));
  });
});
