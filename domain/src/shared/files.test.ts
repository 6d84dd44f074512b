import { describe, expect, it } from 'vitest';
import { extensionOf, hasExtension, isPictureType, pictureTypes } from './files.ts';

describe('extensionOf', () => {
  it('reads what follows the last dot, in lower case', () => {
    expect(extensionOf('resume.pdf')).toBe('pdf');
    expect(extensionOf('Resume.DOCX')).toBe('docx');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('a.b')).toBe('b');
  });

  it('reads no extension from a name without a dot, ending in one, or that only starts with one', () => {
    expect(extensionOf('resume')).toBe('');
    expect(extensionOf('resume.')).toBe('');
    expect(extensionOf('.pdf')).toBe('');
    expect(extensionOf('')).toBe('');
  });
});

describe('hasExtension', () => {
  it('takes a name that carries one of the allowed extensions, whatever its case', () => {
    expect(hasExtension('resume.PDF', ['pdf', 'docx'])).toBe(true);
    expect(hasExtension('cover.docx', ['pdf', 'docx'])).toBe(true);
  });

  it('refuses any other name', () => {
    expect(hasExtension('resume.pdf.exe', ['pdf', 'docx'])).toBe(false);
    expect(hasExtension('.pdf', ['pdf'])).toBe(false);
    expect(hasExtension('resume', ['pdf'])).toBe(false);
  });
});

describe('isPictureType', () => {
  it.each(['image/png', 'image/jpeg', 'image/gif', 'image/webp'])('shows %s inline', (mime) => expect(isPictureType(mime)).toBe(true));
  it.each(['image/svg+xml', 'image/bmp', 'text/html', 'application/pdf', 'application/octet-stream', 'IMAGE/PNG', 'image/png ', ''])(
    'never shows %j inline',
    (mime) => expect(isPictureType(mime)).toBe(false),
  );
  it('knows exactly the four raster types', () => expect(pictureTypes).toEqual(['image/png', 'image/jpeg', 'image/gif', 'image/webp']));
});
