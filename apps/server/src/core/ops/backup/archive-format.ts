import { createHash } from 'node:crypto';
import type { DbKind } from '../../../db/client.ts';
import type { TableFacts } from './table-facts.ts';

// A backup is one gzip-compressed tar archive, read front to back:
//   suwork-backup.json           the header: what wrote it and what it holds (read first: a restore refuses early)
//   data/<schema>.<table>/N.copy the table's rows, PostgreSQL COPY text, a few MB a piece
//   files/<key>                  the local file store's objects
//   manifest.json                rows, checksums and money sums per table, every piece's and file's SHA-256,
//                                sequences, and the header's own SHA-256 (written last: only then is it known)

export const BACKUP_FORMAT = 1;
export const HEADER_ENTRY = 'suwork-backup.json';
export const MANIFEST_ENTRY = 'manifest.json';
export const DATA_PREFIX = 'data/';
export const FILES_PREFIX = 'files/';
export const BACKUP_EXTENSION = '.tar.gz';

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  product: 'suwork';
  /** the product version that wrote it */
  version: string;
  created_at: string;
  /** migrations applied to the database it was taken from */
  migration_level: number;
  database: { kind: DbKind; version: string };
  tables: { schema: string; name: string; columns: string[] }[];
  /** where the files lived: their bytes are in the archive only for the local store */
  files: 'local' | 's3';
};

export type Piece = { name: string; bytes: number; sha256: string };
export type FileRecord = { key: string; bytes: number; sha256: string };

export type BackupManifest = {
  header_sha256: string;
  tables: Record<string, TableFacts & { pieces: Piece[] }>;
  sequences: Record<string, string | null>;
  /** local store: every object in the archive; S3: the objects the database names (key, size, hash) */
  files: FileRecord[];
};

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

export const pieceName = (table: string, n: number) => `${DATA_PREFIX}${table}/${String(n).padStart(6, '0')}.copy`;

/** A backup's file name: `suwork-YYYYMMDD-HHmmss.tar.gz` in UTC (sorts by time). */
export const backupFileName = (at: Date) =>
  `suwork-${at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}${BACKUP_EXTENSION}`;
