import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pictureObjectUrl, pictureTypeOf } from './picture.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));

const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const gif87 = bytes('GIF87a', [1, 0]);
const gif89 = bytes('GIF89a', [1, 0]);
const webp = bytes('RIFF', [26, 0, 0, 0], 'WEBPVP8 ');
const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>document.title="pwned"</script></svg>');

describe('pictureTypeOf', () => {
  it.each([
    [png, 'image/png'],
    [jpeg, 'image/jpeg'],
    [gif87, 'image/gif'],
    [gif89, 'image/gif'],
    [webp, 'image/webp'],
  ] as const)('reads a raster picture by its magic bytes (%#)', (picture, type) => expect(pictureTypeOf(picture)).toBe(type));

  it.each([
    ['an SVG', svg],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['a BMP', bytes('BM', [70, 0, 0, 0])],
    ['a PDF', bytes('%PDF-1.4')],
    ['a RIFF that is not WebP', bytes('RIFF', [26, 0, 0, 0], 'WAVEfmt ')],
    ['a GIF of no known version', bytes('GIF88a')],
    ['a PNG cut short', png.subarray(0, 7)],
    ['nothing', new Uint8Array()],
  ])('reads %s as no picture', (_label, other) => expect(pictureTypeOf(other)).toBeNull());
});

describe('object URLs', () => {
  let made: Blob[];
  beforeEach(() => {
    made = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: vi.fn((blob: Blob) => {
        made.push(blob);
        return `blob:made-${made.length}`;
      }),
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('makes a picture address only for a raster picture, typed by its own bytes', () => {
    expect(pictureObjectUrl(png.slice().buffer)).toBe('blob:made-1');
    expect(pictureObjectUrl(webp.slice().buffer)).toBe('blob:made-2');
    expect(made.map((blob) => blob.type)).toEqual(['image/png', 'image/webp']);
  });

  it('makes no address at all for an SVG, whatever it claims to be', () => {
    expect(pictureObjectUrl(svg.slice().buffer)).toBeNull();
    expect(made).toEqual([]);
  });
});
