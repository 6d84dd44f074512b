/** An uploaded file as the log remembers it: the bytes sit in the file store under a generated id. */
export type FileRef = { fileId: string; name: string; mime: string; size: number };

/** The extension of a file name, lower case ('' when it has none). */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Whether a file's name carries one of the allowed extensions (its bytes are checked on the server too). */
export const hasExtension = (name: string, allowed: readonly string[]): boolean => allowed.includes(extensionOf(name));

/**
 * The raster images shown inline as pictures, by the type their magic bytes showed. Nothing else is ever rendered in
 * our origin (an SVG can carry script; a BMP, a PDF or a Word file is a download).
 */
export const pictureTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type PictureType = (typeof pictureTypes)[number];

/** Whether a file of this type (as its bytes showed it, exactly) may be shown inline. */
export const isPictureType = (mime: string): mime is PictureType => (pictureTypes as readonly string[]).includes(mime);
