import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, defaultConfig, loadConfig } from '../src/config.ts';

const repositoryData = path.resolve(import.meta.dirname, '../../../data');
const startedIn = process.cwd();
afterEach(() => process.chdir(startedIn));

describe('where the data goes', () => {
  it('is the data folder at the repository root, whichever folder the server runs from', () => {
    // `npm start` at the root runs the server from apps/server
    process.chdir(path.resolve(import.meta.dirname, '..'));
    expect(loadConfig({}).dataDir).toBe(repositoryData);
    process.chdir(os.tmpdir());
    expect(loadConfig({}).dataDir).toBe(repositoryData);
    expect(loadConfig({ DATA_DIR: '' }).dataDir).toBe(repositoryData);
    expect(DEFAULT_DATA_DIR).toBe(repositoryData);
    expect(defaultConfig().dataDir).toBe(repositoryData);
  });

  it('is DATA_DIR when set; a relative one is taken from the folder the command was typed in', () => {
    expect(loadConfig({ DATA_DIR: '/srv/suwork-data' }).dataDir).toBe('/srv/suwork-data');
    // npm names the folder it was started in INIT_CWD and runs the script in apps/server
    expect(loadConfig({ DATA_DIR: 'mine', INIT_CWD: '/srv/suwork' }).dataDir).toBe('/srv/suwork/mine');
    process.chdir(os.tmpdir());
    expect(loadConfig({ DATA_DIR: 'mine' }).dataDir).toBe(path.join(process.cwd(), 'mine'));
  });
});
