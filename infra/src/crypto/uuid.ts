/**
 * A name-based UUID from the first 16 bytes of a digest (RFC 9562 layout: version nibble and variant bits
 * set), so the same input always gives the same id.
 */
export const uuidFromDigest = (digest: Buffer, version: 4 | 5): string => {
  const bytes = Buffer.from(digest.subarray(0, 16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | (version << 4);
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
