import fs from 'node:fs';

let version: string | undefined;
/** The server package's version: the API document's version and the one a backup records. */
export function productVersion(): string {
  if (version) return version;
  try {
    const pkg = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    version = pkg.version ?? '0.0.0';
  } catch {
    version = '0.0.0';
  }
  return version;
}
