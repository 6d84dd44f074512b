import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskFileStore } from './disk-file-store.ts';
import { fileStoreContract } from './file-store.contract.ts';
import { createGridFsFileStore } from './gridfs-file-store.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'referly-files-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

fileStoreContract('disk', async () => createDiskFileStore({ root: path.join(tempDir(), 'files') }));

// MongoDB cannot run on this machine: the GridFS adapter's contract runs wherever MONGODB_URL names a server.
const mongodbUrl = process.env.MONGODB_URL;
describe.skipIf(!mongodbUrl)('gridfs (MONGODB_URL)', () => {
  fileStoreContract('gridfs', () => createGridFsFileStore({ url: mongodbUrl ?? '' }));
});

describe('disk file store', () => {
  it('keeps files readable by their owner only, each under its id in the folder it was given', async () => {
    const root = path.join(tempDir(), 'files');
    const store = createDiskFileStore({ root });
    const id = await store.put(Buffer.from('%PDF-1.4 resume'));
    const file = path.join(root, id.slice(0, 2), id);
    expect(statSync(root).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(path.dirname(file))).toEqual([id]);
  });

  it('does not take a half-written file for a stored one', async () => {
    const root = path.join(tempDir(), 'files');
    const id = '3f2b9c4e-1a7d-4e2f-9b8a-0c6d5e4f3a21';
    const store = createDiskFileStore({ root, newId: () => id });
    // a crash mid-write leaves only the temporary name
    const folder = path.join(root, id.slice(0, 2));
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, `${id}.123.partial`), 'half');
    expect(await store.get(id)).toBeNull();
    await store.put(Buffer.from('whole'));
    expect((await store.get(id))?.toString()).toBe('whole');
  });
});
