import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { COMPANY_TZ_OFFSET_MINUTES } from '@suwork/domain';
import type { S3Settings } from './core/files/s3-storage.ts';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** a relative path is taken from the folder the command was run in; the repository's `data` folder when unset */
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  /** PostgreSQL connections of this instance (default: twice the cores, at least 4) */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).optional(),
  /** an API query running longer is cancelled with 查询超时 (PostgreSQL; 0 = no limit) */
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  ADMIN_PASSWORD: z.string().min(6, 'ADMIN_PASSWORD 至少 6 位').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json: one JSON object a line (for log collectors); pretty: readable lines; auto: pretty at a terminal */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  WEB_DIST: z.string().optional(),
  TZ_OFFSET_MINUTES: z.coerce.number().int().default(COMPANY_TZ_OFFSET_MINUTES),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false'),
  /** comma-separated origins (https://app.example.com) besides the site's own that may open the realtime socket */
  ALLOWED_ORIGINS: z.string().default(''),
  /** false: an empty database is not filled with the demo company; the first visitor sets the company up at /registered */
  /** largest file a multipart or slice upload may assemble */
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 ** 3),
  /** signs object-store requests; random per process when unset (set it when several instances share uploads) */
  UPLOAD_SIGN_SECRET: z.string().min(16).optional(),
  /** lets a scraper elsewhere read /metrics with `Authorization: Bearer <token>` (this machine reads it without) */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** on SIGTERM, how long readiness fails before the server stops taking requests (the load balancer's turn to notice) */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).default('true'),
  /** set S3_BUCKET to keep files in an S3-compatible store instead of `<DATA_DIR>/files` */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).default('true'),
});

export const DEFAULT_ADMIN_PASSWORD = 'admin123';
/** Password of the seeded demo members other than admin. */
export const DEMO_PASSWORD = '123456';

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL pool size; the driver's default when unset */
  databasePoolSize?: number;
  /** PostgreSQL statement timeout of API queries, in ms (0: none) */
  statementTimeoutMs: number;
  adminPassword: string;
  adminPasswordIsDefault: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  logFormat: z.infer<typeof envSchema>['LOG_FORMAT'];
  /** built SPA; not served when the folder is missing */
  webDist: string;
  session: {
    /** a token unused this long expires */
    idleMinutes: number;
    /** a token expires this long after sign-in, whatever its use */
    absoluteHours: number;
    /** a token with less absolute life than this is renewed through the response header */
    renewWithinHours: number;
  };
  /** sign-in waits (core/login-throttle.ts): failures allowed before each further attempt waits, and how long */
  loginThrottle: {
    /** failures of an account (or of an account at a place it signed in from) before attempts wait */
    freePerAccount: number;
    /** failures at one address, on accounts never signed in from it, before their attempts wait */
    freePerAddress: number;
    /** the first wait; each further failure doubles it */
    firstDelaySeconds: number;
    /** the longest wait */
    maxDelayMinutes: number;
    /** failures are forgotten this long after the last one */
    forgetHours: number;
    /** an address or browser an account signed in from stays known this long after the last sign-in there */
    knownDays: number;
  };
  /** staff self-registration attempts (right or wrong) per address within a window */
  registerThrottle: { windowMinutes: number; maxPerAddress: number };
  /** fill an empty database with the demo company at start-up */
  seedDemo: boolean;
  bodyLimitBytes: number;
  /** how often open realtime sockets' sessions are checked (sign-outs elsewhere, expiry) */
  realtimeSessionCheckMs: number;
  /** largest file a multipart or slice upload may assemble */
  maxUploadBytes: number;
  /** files in an S3-compatible bucket; the local object store when unset */
  s3?: S3Settings;
  /** HMAC secret of getPutSign signatures */
  uploadSignSecret: string;
  /** behind a load balancer: take the client address from X-Forwarded-For */
  trustProxy: boolean;
  /** the token a scraper from another machine shows to read /metrics; none: only this machine may */
  metricsToken?: string;
  /** SIGTERM: readiness fails this long before the server closes (a person's Ctrl-C closes at once) */
  shutdownDrainMs: number;
  /** origins (scheme://host[:port]) besides the site's own whose pages may open the realtime socket */
  allowedOrigins: string[];
  /** company time zone offset used to format times */
  tzOffsetMinutes: number;
  /** clock, replaceable in tests */
  now: () => Date;
};

const serverRoot = path.resolve(import.meta.dirname, '..');
/**
 * `<repository>/data`: `npm start` at the repository root runs the server from apps/server, and the data belongs
 * where the README says it is, whichever folder the server runs from.
 */
export const DEFAULT_DATA_DIR = path.resolve(serverRoot, '../../data');

/** DATA_DIR as given, relative to the folder the command was typed in (npm runs scripts elsewhere and names it INIT_CWD). */
function dataDirOf(env: NodeJS.ProcessEnv, given: string | undefined): string {
  if (!given) return DEFAULT_DATA_DIR;
  return path.resolve(env.INIT_CWD || process.cwd(), given);
}

/** The folder earlier versions kept their data in when DATA_DIR was unset, if a database is there and DATA_DIR still unset. */
export function earlierDataDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const earlier = path.join(serverRoot, 'data');
  return !env.DATA_DIR && fs.existsSync(path.join(earlier, 'db', 'PG_VERSION')) ? earlier : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`环境变量有误：${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('；')}`);
  }
  const e = parsed.data;
  return defaultConfig({
    port: e.PORT,
    host: e.HOST,
    dataDir: dataDirOf(env, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    ...(e.DATABASE_POOL_SIZE ? { databasePoolSize: e.DATABASE_POOL_SIZE } : {}),
    statementTimeoutMs: e.STATEMENT_TIMEOUT_MS,
    adminPassword: e.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
    adminPasswordIsDefault: !e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.resolve(serverRoot, '../web/dist'),
    tzOffsetMinutes: e.TZ_OFFSET_MINUTES,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    allowedOrigins: parseOrigins(e.ALLOWED_ORIGINS),
    seedDemo: e.SEED_DEMO === 'true' || e.SEED_DEMO === '1',
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    ...(e.UPLOAD_SIGN_SECRET ? { uploadSignSecret: e.UPLOAD_SIGN_SECRET } : {}),
    ...(e.METRICS_TOKEN ? { metricsToken: e.METRICS_TOKEN } : {}),
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    ...(e.S3_BUCKET
      ? {
          s3: {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
          },
        }
      : {}),
  });
}

/** `https://a.example.com, http://b.example.com:8080` as origins; anything that is not an http(s) origin is refused. */
function parseOrigins(csv: string): string[] {
  const wrong: string[] = [];
  const origins = csv
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .flatMap((o) => {
      const url = URL.canParse(o) ? new URL(o) : undefined;
      if (
        !url ||
        !['http:', 'https:'].includes(url.protocol) ||
        url.pathname !== '/' ||
        url.search ||
        url.hash ||
        url.username ||
        url.password
      ) {
        wrong.push(o);
        return [];
      }
      return [url.origin];
    });
  if (wrong.length)
    throw new Error(
      `环境变量有误：ALLOWED_ORIGINS 应为以逗号分隔的来源，如 https://app.example.com，无法识别：${wrong.join('，')}`,
    );
  return origins;
}

export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 3000,
    host: '0.0.0.0',
    dataDir: DEFAULT_DATA_DIR,
    statementTimeoutMs: 10_000,
    adminPassword: DEFAULT_ADMIN_PASSWORD,
    adminPasswordIsDefault: true,
    logLevel: 'info',
    logFormat: 'json',
    webDist: path.resolve(serverRoot, '../web/dist'),
    session: { idleMinutes: 240, absoluteHours: 7 * 24, renewWithinHours: 24 },
    loginThrottle: {
      freePerAccount: 5,
      freePerAddress: 30,
      firstDelaySeconds: 1,
      maxDelayMinutes: 15,
      forgetHours: 24,
      knownDays: 90,
    },
    registerThrottle: { windowMinutes: 15, maxPerAddress: 10 },
    seedDemo: true,
    bodyLimitBytes: 1024 * 1024,
    realtimeSessionCheckMs: 30_000,
    maxUploadBytes: 2 * 1024 ** 3,
    uploadSignSecret: randomBytes(32).toString('hex'),
    trustProxy: false,
    shutdownDrainMs: 5000,
    allowedOrigins: [],
    tzOffsetMinutes: 480,
    now: () => new Date(),
    ...overrides,
  };
}
