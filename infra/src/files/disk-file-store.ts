import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, writeFile, access, stat } from 'node:fs/promises';
import path from 'node:path';
import { FILE_ID, type FileStore } from '../ports/file-store.ts';
import { ownerOnlyFolder } from './owner-only.ts';

/**
 * Files on disk under `root` (DATA_DIR/files, outside the web root), readable by their owner only, in folders by the
 * id's first two characters. A file is written under a temporary name and renamed into place, so a crash never
 * leaves half a file under a real id.
 */
export const createDiskFileStore = (options: { root: string; newId?: () => string }): FileStore => {
  ownerOnlyFolder(options.root);
  const newId = options.newId ?? randomUUID;
  const pathOf = (fileId: string) => path.join(options.root, fileId.slice(0, 2), fileId);
  return {
    async put(content) {
      const fileId = newId();
      if (!FILE_ID.test(fileId)) throw new Error(`not a file id: ${fileId}`);
      const target = pathOf(fileId);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temporary = `${target}.${process.pid}.partial`;
      await writeFile(temporary, content, { mode: 0o600, flush: true });
      await rename(temporary, target);
      return fileId;
    },
    async get(fileId) {
      if (!FILE_ID.test(fileId)) return null;
      try {
        return await readFile(pathOf(fileId));
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
        throw error;
      }
    },
    async open(fileId) {
      if (!FILE_ID.test(fileId)) return null;
      try {
        const { size } = await stat(pathOf(fileId));
        return { size, read: (range) => createReadStream(pathOf(fileId), range ? { start: range.start, end: range.end } : {}) };
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
        throw error;
      }
    },
    async health() {
      try {
        await access(options.root);
        return { ok: true, adapter: 'disk' };
      } catch (error) {
        return { ok: false, adapter: 'disk', detail: error instanceof Error ? error.message : String(error) };
      }
    },
    async close() {},
  };
};
