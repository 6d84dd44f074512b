import { useEffect, useState } from 'react';
import type { PictureType } from '@referly/domain';
import { getAuthToken } from './session';

/**
 * The one place the client turns fetched bytes into a `blob:` address. A `blob:` address runs in our origin when it is
 * opened on its own, so one that could be shown is only ever made for a raster picture (PNG, JPEG, GIF, WebP), typed by
 * its own magic bytes whatever the server or the file's name said; an SVG (which can carry script), HTML or anything
 * else never is. A file to save makes no `blob:` address at all: the browser downloads it from a signed link (lib/download).
 */

const starts = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The raster picture type these bytes are, by their magic bytes alone, or null for anything else. */
export const pictureTypeOf = (bytes: Uint8Array): PictureType | null => {
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(bytes, ascii('GIF87a')) || starts(bytes, ascii('GIF89a'))) return 'image/gif';
  if (starts(bytes, ascii('RIFF')) && starts(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
};

/** A `blob:` address to show these bytes as a picture, or null when they are not a raster picture (show a download instead). */
export const pictureObjectUrl = (bytes: ArrayBuffer): string | null => {
  const type = pictureTypeOf(new Uint8Array(bytes));
  return type ? URL.createObjectURL(new Blob([bytes], { type })) : null;
};

export type ProtectedPicture = { url: string; src: string } | { url: string; failed: true };

/**
 * A picture only some people may see (a chat's image, a referrer's photo), fetched with the session's bearer: an
 * `<img src>` would carry no token. `null` while it loads; `failed` when it cannot load or is not a raster picture,
 * in which case show it as a file to download. The address is revoked once the picture is no longer shown.
 */
export function useProtectedPicture(url: string): ProtectedPicture | null {
  const [loaded, setLoaded] = useState<ProtectedPicture | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const token = getAuthToken();
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        objectUrl = pictureObjectUrl(await response.arrayBuffer());
        if (!objectUrl) throw new Error('not a picture');
        setLoaded({ url, src: objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ url, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return loaded?.url === url ? loaded : null;
}
