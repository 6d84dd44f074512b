import CFB from 'cfb';
import { fileTypeFromBuffer } from 'file-type';
import yauzl from 'yauzl';

/**
 * What a file's bytes must be for each extension we take, and the type they show. Only PNG, JPEG, GIF and WebP are
 * pictures (shown inline); everything else, SVG included, is a file to download and is never rendered in our origin.
 */
export const fileKinds = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'svg', 'mp4', 'webm'] as const;
export type FileKind = (typeof fileKinds)[number];

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The entry names of a ZIP, read from its central directory only (nothing is inflated), until all wanted are seen. */
const zipHolds = (buffer: Buffer, wanted: readonly string[]): Promise<boolean> =>
  new Promise((resolve) => {
    const missing = new Set(wanted);
    yauzl.fromBuffer(buffer, { lazyEntries: true, strictFileNames: false, validateEntrySizes: true }, (error, zip) => {
      if (error) return resolve(false);
      zip.on('entry', (entry: yauzl.Entry) => {
        missing.delete(entry.fileName);
        if (missing.size === 0) {
          zip.close();
          resolve(true);
        } else zip.readEntry();
      });
      zip.on('end', () => resolve(missing.size === 0));
      zip.on('error', () => resolve(false));
      zip.readEntry();
    });
  });

/** A Word 97-2003 document is an OLE (compound) file with a WordDocument stream at its root; an .msi is OLE too. */
const oleHasWordStream = (buffer: Buffer): boolean => {
  try {
    const ole = CFB.read(buffer, { type: 'buffer' });
    return ole.FileIndex.some((entry, index) => entry.type === 2 && entry.name === 'WordDocument' && ole.FullPaths[index]?.split('/').length === 2);
  } catch {
    return false;
  }
};

/** An SVG document (after an optional XML declaration, doctype and comments); it is only ever offered as a download. */
const SVG_START = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>]/i;

const byMagic: Record<Exclude<FileKind, 'svg'>, readonly string[]> = {
  pdf: ['application/pdf'],
  doc: ['application/x-cfb'],
  docx: [DOCX, 'application/zip'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  bmp: ['image/bmp'],
  // videos (the learning hub's webinars): an ISO base media file of an MP4 brand, or a Matroska file whose doctype is webm
  mp4: ['video/mp4'],
  webm: ['video/webm'],
};

/** The type a file's bytes show for its extension, or null when they are not what the extension says. */
export const contentTypeOf = async (kind: FileKind, buffer: Buffer): Promise<string | null> => {
  const detected = (await fileTypeFromBuffer(buffer))?.mime;
  if (kind === 'svg') return (detected === undefined || detected === 'application/xml') && SVG_START.test(buffer.toString('utf8')) ? 'image/svg+xml' : null;
  if (detected === undefined || !byMagic[kind].includes(detected)) return null;
  if (kind === 'docx') return (await zipHolds(buffer, ['[Content_Types].xml', 'word/document.xml'])) ? DOCX : null;
  if (kind === 'doc') return oleHasWordStream(buffer) ? 'application/msword' : null;
  return detected;
};
