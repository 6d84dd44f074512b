import CFB from 'cfb';
import { request } from 'node:http';

/** Real files of each kind the uploads read, and the look-alikes they must refuse (their bytes are what is checked). */

export const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(18)]);
/** A JPEG's first bytes: enough for its magic-byte check. */
export const jpeg = (): Buffer =>
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
export const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>');
/** An SVG whose script would run if it were ever rendered in our origin, written the ways a text check misses. */
export const hostileSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<s:script>document.title="pwned";localStorage.setItem("pwned","1")</s:script>' +
    '<a href="j&#97;vascript:alert(1)"><rect width="10" height="10"/></a>' +
    '<set attributeName="onmouseover" to="alert(1)"/>' +
    '<animate attributeName="href" to="javascript:alert(1)"/></svg>',
);
/** A Windows program's first bytes (MZ …): what a renamed .exe carries. */
export const exe = (): Buffer => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(256, 0)]);

/** A ZIP holding exactly these entries. */
export const plainZip = (entries: Record<string, string | Buffer>): Buffer => {
  const zip = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(entries)) CFB.utils.cfb_add(zip, name, typeof content === 'string' ? Buffer.from(content) : content);
  return Buffer.from(CFB.write(zip, { type: 'buffer', fileType: 'zip' }) as Uint8Array);
};

/** The smallest Word document: a ZIP with its content types and its main part. */
export const wordDocx = (): Buffer =>
  plainZip({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels': '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
    'word/document.xml': '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
  });

const ole = (stream: string): Buffer => {
  const file = CFB.utils.cfb_new();
  CFB.utils.cfb_add(file, stream, Buffer.alloc(4096, 1));
  return Buffer.from(CFB.write(file, { type: 'buffer' }) as Uint8Array);
};
/** A Word 97-2003 document: an OLE file with a WordDocument stream. */
export const wordDoc = (): Buffer => ole('WordDocument');
/** An installer: an OLE file too, with an MSI's streams and no WordDocument. */
export const msi = (): Buffer => ole('\u4840\u3b3f\u4577\u446c\u3b6a\u45e4\u4824');

const BOUNDARY = 'ReferlyBoundary7MA4YWxk';
/**
 * Multipart bodies no parser can read, each with the content type it is sent under: the ways a broken client fails.
 * The cut-short one starts a file in the route's own file field.
 */
export const malformedMultipart = (field: string): { label: string; contentType: string; body: string | Buffer }[] => [
  { label: 'no boundary', contentType: 'multipart/form-data', body: `--${BOUNDARY}\r\n\r\nhello\r\n--${BOUNDARY}--\r\n` },
  { label: 'garbage', contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x02, 0x03]) },
  { label: 'not multipart at all', contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: 'name=Mia&email=mia@example.com' },
  {
    label: 'truncated',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 and then nothing`,
  },
  { label: 'a part without headers', contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nno headers here at all` },
];

/** A POST whose content type and body are exactly as given, however broken (fetch would build a valid one). */
export const rawPost = (
  baseUrl: string,
  path: string,
  contentType: string,
  body: string | Buffer,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown> }> =>
  new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const req = request(`${baseUrl}${path}`, { method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }));
    });
    req.on('error', reject);
    req.end(body);
  });
