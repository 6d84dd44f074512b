import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malformedUploadMessage } from '../http/uploads.ts';
import { registerAndLogIn, startTestServer, type Json, type TestServer } from '../test-support/harness.ts';
import { CANVA, file, pdf, requestForm } from '../test-support/marketplace.ts';
import { exe, malformedMultipart, msi, plainZip, rawPost, wordDoc, wordDocx } from '../test-support/upload-files.ts';

/** The upload rules of docs/API.md on the job referral request form: Word files, broken bodies, names, downloads. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { UPLOAD_MAX_BYTES: String(64 * 1024) } });
});
afterAll(() => server.close());

const create = (token: string, overrides: Record<string, string | File | undefined> = {}) =>
  server.multipart('POST', '/api/job-referral/job-seeker', requestForm(overrides), token);
const headCount = () => server.referly.adapters.eventStore.headPosition();
type Stored = { name: string; mime: string; url: string };
const resumeOf = (body: Json) => body.data?.resume as unknown as Stored;

describe('POST /api/job-referral/job-seeker uploads', () => {
  it('takes a Word document (.docx) and a Word 97-2003 document (.doc)', async () => {
    const seeker = await registerAndLogIn(server);
    const docx = await create(seeker.token, { resume: file(wordDocx(), 'cv.docx') });
    expect({ status: docx.status, mime: resumeOf(docx.body).mime }).toEqual({
      status: 201,
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const doc = await create(seeker.token, { desiredCompany: CANVA, resume: file(wordDoc(), 'cv.doc') });
    expect({ status: doc.status, mime: resumeOf(doc.body).mime }).toEqual({ status: 201, mime: 'application/msword' });
  });

  it('refuses a plain ZIP holding a program named resume.docx and an installer named .doc with the spec message, keeping nothing', async () => {
    const seeker = await registerAndLogIn(server);
    const before = await headCount();
    for (const [bytes, name] of [
      [plainZip({ 'setup.exe': exe() }), 'resume.docx'],
      [msi(), 'resume.doc'],
    ] as const) {
      const reply = await create(seeker.token, { resume: file(bytes, name) });
      expect({ name, status: reply.status, message: reply.body.message }).toEqual({ name, status: 415, message: 'Please select a PDF or Word document' });
    }
    expect(await headCount()).toBe(before);
  });

  it('answers malformed multipart 400 with a clear message, keeping nothing', async () => {
    const seeker = await registerAndLogIn(server);
    const before = await headCount();
    for (const { label, contentType, body } of malformedMultipart('resume'))
      expect(await rawPost(server.referly.url, '/api/job-referral/job-seeker', contentType, body, seeker.token), label).toMatchObject({
        status: 400,
        body: { message: malformedUploadMessage },
      });
    expect(await headCount()).toBe(before);
  });

  it('keeps the resume’s name in UTF-8: shown and downloaded as sent, as an attachment that never runs', async () => {
    const seeker = await registerAndLogIn(server);
    const names: [string, string][] = [
      ['résumé.pdf', ''],
      ['履歴書.pdf', CANVA],
    ];
    for (const [name, company] of names) {
      const made = await create(seeker.token, { resume: file(pdf(), name, 'application/pdf'), ...(company ? { desiredCompany: company } : {}) });
      const resume = resumeOf(made.body);
      expect(resume.name).toBe(name);
      const download = await server.download(resume.url, seeker.token);
      expect({
        disposition: download.headers.get('content-disposition'),
        sniff: download.headers.get('x-content-type-options'),
        csp: download.headers.get('content-security-policy'),
      }).toEqual({
        disposition: `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        sniff: 'nosniff',
        csp: "default-src 'none'; sandbox",
      });
    }
  });
});
