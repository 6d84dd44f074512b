import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { uuidFromDigest } from './uuid.ts';

it('lays a digest out as a UUID of the given version, the same every time', () => {
  const digest = createHash('sha256').update('trigger:EmailSent').digest();
  const id = uuidFromDigest(digest, 5);
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(uuidFromDigest(digest, 5)).toBe(id);
  expect(uuidFromDigest(digest, 4)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4/);
  expect(digest.toString('hex').slice(0, 8)).toBe(id.slice(0, 8));
});
