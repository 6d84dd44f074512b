/** An uploaded file as the log remembers it: the bytes sit in the file store under a generated id. */
export type FileRef = { fileId: string; name: string; mime: string; size: number };

/** The extension of a file name, lower case ('' when it has none). */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Whether a file's name carries one of the allowed extensions (its bytes are checked on the server too). */
export const hasExtension = (name: string, allowed: readonly string[]): boolean => allowed.includes(extensionOf(name));
