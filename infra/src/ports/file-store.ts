import type { Readable } from 'node:stream';

/**
 * Uploaded files, kept apart from the web root under ids the store makes: a caller's file name never becomes a path.
 * Names and types are the caller's to remember (the events hold them).
 */
export interface FileStore {
  /** keeps the bytes under a new id and answers it once they are stored for good */
  put(content: Buffer): Promise<string>;
  /** the bytes of a stored file, or null for an id that names none (a malformed id included) */
  get(fileId: string): Promise<Buffer | null>;
  /**
   * A stored file's size and a stream of its bytes from `start` to `end` (inclusive; the whole file when no range is
   * given), read as they are sent rather than held whole (a video seeking through HTTP Range); null for an id that
   * names none. The range must lie within the file (the caller checks it against `size`, which `open` answers first).
   */
  open(fileId: string): Promise<{ size: number; read: (range?: { start: number; end: number }) => Readable } | null>;
  health(): Promise<{ ok: boolean; adapter: string; detail?: string }>;
  close(): Promise<void>;
}

/** Ids the stores make and accept: a UUID, so nothing else can reach the disk or the database. */
export const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
