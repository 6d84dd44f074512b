import { describe, expect, it } from 'vitest';
import type { FileStore } from '../ports/file-store.ts';

/** What every file store promises; run against each adapter. */
export const fileStoreContract = (name: string, open: () => Promise<FileStore>) => {
  describe(`FileStore contract: ${name}`, () => {
    it('gives back the bytes it kept, under an id it made', async () => {
      const store = await open();
      const content = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x10]);
      const id = await store.put(content);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(await store.get(id)).toEqual(content);
      await store.close();
    });

    it('keeps each file apart, and answers null for an id that names none', async () => {
      const store = await open();
      const [a, b] = [await store.put(Buffer.from('first')), await store.put(Buffer.from('second'))];
      expect(a).not.toBe(b);
      expect((await store.get(b))?.toString()).toBe('second');
      expect(await store.get('00000000-0000-4000-8000-000000000000')).toBeNull();
      await store.close();
    });

    it('opens a file for reading whole or in part, by byte range', async () => {
      const store = await open();
      const content = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256));
      const id = await store.put(content);
      const opened = await store.open(id);
      expect(opened?.size).toBe(300);
      const read = async (range?: { start: number; end: number }) => Buffer.concat((await opened?.read(range).toArray()) ?? []);
      expect((await read()).equals(content)).toBe(true);
      expect((await read({ start: 10, end: 19 })).equals(content.subarray(10, 20))).toBe(true);
      expect((await read({ start: 299, end: 299 })).equals(content.subarray(299))).toBe(true);
      expect(await store.open('00000000-0000-4000-8000-000000000000')).toBeNull();
      for (const bad of ['../events.db', '']) expect(await store.open(bad)).toBeNull();
      await store.close();
    });

    it('never reads a path out of an id', async () => {
      const store = await open();
      for (const id of ['../events.db', '../../etc/passwd', 'a/b', '', '..', '%2e%2e%2fevents.db']) expect(await store.get(id)).toBeNull();
      await store.close();
    });

    it('reports itself healthy', async () => {
      const store = await open();
      expect((await store.health()).ok).toBe(true);
      await store.close();
    });
  });
};
