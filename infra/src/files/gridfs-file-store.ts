import { randomUUID } from 'node:crypto';
import { GridFSBucket, MongoClient } from 'mongodb';
import { FILE_ID, type FileStore } from '../ports/file-store.ts';

/** Files in MongoDB GridFS (bucket `uploads`), named by the id the store makes; several server nodes share them. */
export const createGridFsFileStore = async (options: { url: string; newId?: () => string }): Promise<FileStore> => {
  const client = await MongoClient.connect(options.url, { serverSelectionTimeoutMS: 5000 });
  const bucket = new GridFSBucket(client.db(), { bucketName: 'uploads' });
  const newId = options.newId ?? randomUUID;
  return {
    async put(content) {
      const fileId = newId();
      await new Promise<void>((resolve, reject) => {
        const upload = bucket.openUploadStream(fileId);
        upload.once('finish', () => resolve());
        upload.once('error', reject);
        upload.end(content);
      });
      return fileId;
    },
    async get(fileId) {
      if (!FILE_ID.test(fileId)) return null;
      const [file] = await bucket.find({ filename: fileId }).limit(1).toArray();
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket.openDownloadStream(file._id)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async open(fileId) {
      if (!FILE_ID.test(fileId)) return null;
      const [file] = await bucket.find({ filename: fileId }).limit(1).toArray();
      if (!file) return null;
      // GridFS's end is exclusive
      return { size: file.length, read: (range) => bucket.openDownloadStream(file._id, range ? { start: range.start, end: range.end + 1 } : {}) };
    },
    async health() {
      try {
        await client.db().command({ ping: 1 });
        return { ok: true, adapter: 'gridfs' };
      } catch (error) {
        return { ok: false, adapter: 'gridfs', detail: error instanceof Error ? error.message : String(error) };
      }
    },
    close: () => client.close(),
  };
};
