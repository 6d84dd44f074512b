import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@referly/domain';
import { registerAndLogIn, startTestServer, type Json, type TestServer } from '../test-support/harness.ts';
import { CANVA, exe, jpeg, logIn, paidRequest, pdf, requestForm, until } from '../test-support/marketplace.ts';
import { malformedUploadMessage } from '../http/uploads.ts';
import { hostileSvg, malformedMultipart, msi, plainZip, rawPost, wordDoc, wordDocx } from '../test-support/upload-files.ts';
import { chatOf, fileMessage, images, linesOf, say, send, textMessage } from './chat-test-support.ts';

let server: TestServer;
let admin: string;
let riley: string;
/** the demo referrer of Atlassian */
const rileyId = '00000000-0000-4000-a000-000000000003';
beforeAll(async () => {
  server = await startTestServer({ env: { UPLOAD_MAX_BYTES: String(64 * 1024) } });
  admin = await logIn(server, 'admin@referly.dev');
  riley = await logIn(server, 'referrer@referly.dev');
});
afterAll(() => server.close());

/** A new seeker with a paid request at Atlassian. */
const newChat = async (overrides: Record<string, string | File | undefined> = {}) => {
  const seeker = await registerAndLogIn(server);
  const { referralId, made } = await paidRequest(server, seeker, overrides);
  return { seeker, id: referralId, amountCents: Number(made.body.amount) };
};
const problem = (reply: { status: number; body: Json }) => [reply.status, reply.body.message];

describe('GET /api/chat/{chatType}/{requestId}', () => {
  it('shows a paid request’s chat: the request, the people on it, its payment as a system line, and what the caller may do', async () => {
    const { seeker, id } = await newChat();
    const reply = await chatOf(server, id, seeker.token);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      statusCode: 200,
      data: {
        _id: id,
        chatType: 'jobReferral',
        requestDetails: { _id: id, desiredPosition: 'Backend Engineer', companyName: 'Atlassian', status: 'pending', statusLabel: 'Pending' },
        participants: { jobSeeker: { _id: seeker.userId, name: 'Mia Nguyen', firstName: 'Mia' }, referrer: null },
        latestMessage: { content: { type: 'system', value: 'Payment received.' } },
        unreadCount: 1,
        badge: 1,
        canSend: true,
        hasMore: false,
        messages: [{ sequence: 1, sender: null, content: { type: 'system', value: 'Payment received.' } }],
      },
    });
    expect(typeof reply.body.data?.messages?.[0]?._id).toBe('string');
    expect(reply.body.data?.messages?.[0]?.timestamp).toBe(reply.body.data?.latestMessage?.timestamp);
    expect((await chatOf(server, id, admin)).body.data?.canSend).toBe(false);
    expect((await chatOf(server, id, riley)).body.data?.canSend).toBe(true);
  });

  it('answers a chat of another kind, or of no request, as one that does not exist', async () => {
    const { seeker, id } = await newChat();
    expect(problem(await server.get(`/api/chat/resumeReview/${id}`, seeker.token))).toEqual([404, 'This chat does not exist.']);
    expect(problem(await chatOf(server, '00000000-0000-4000-8000-00000000dead', seeker.token))).toEqual([404, 'This chat does not exist.']);
    expect(problem(await server.get(`/api/chat/careerAdvice/${id}`, seeker.token))).toEqual([400, 'This chat does not exist.']);
  });

  it('pages history backwards with before and limit, oldest first', async () => {
    const { seeker, id } = await newChat();
    for (const text of ['one', 'two', 'three', 'four']) expect((await say(server, id, text, seeker.token)).status).toBe(201);
    const newest = await chatOf(server, id, seeker.token, '?limit=2');
    expect([linesOf(newest.body), newest.body.data?.hasMore]).toEqual([
      [
        [4, seeker.userId, 'three'],
        [5, seeker.userId, 'four'],
      ],
      true,
    ]);
    const older = await chatOf(server, id, seeker.token, '?before=4&limit=2');
    expect([linesOf(older.body), older.body.data?.hasMore]).toEqual([
      [
        [2, seeker.userId, 'one'],
        [3, seeker.userId, 'two'],
      ],
      true,
    ]);
    const oldest = await chatOf(server, id, seeker.token, '?before=2&limit=2');
    expect([linesOf(oldest.body), oldest.body.data?.hasMore]).toEqual([[[1, null, 'Payment received.']], false]);
    expect(linesOf((await chatOf(server, id, seeker.token)).body)).toHaveLength(5);
    expect((await chatOf(server, id, seeker.token, '?limit=101')).status).toBe(400);
    expect((await chatOf(server, id, seeker.token, '?before=0')).status).toBe(400);
  });
});

describe('POST /api/chat/{chatId}/sendMessage', () => {
  it('sends a text, trimmed, and answers it as the chat numbers it', async () => {
    const { seeker, id } = await newChat();
    const reply = await send(server, id, textMessage(id, '  Hello, any news?  '), seeker.token);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      statusCode: 201,
      data: {
        newMessage: {
          sequence: 2,
          sender: { _id: seeker.userId, role: 'jobSeeker', name: 'Mia Nguyen' },
          content: { type: 'text', value: 'Hello, any news?' },
        },
      },
    });
    expect(Number(reply.headers.get('x-referly-position'))).toBeGreaterThan(0);
    const chat = await chatOf(server, id, riley);
    expect(chat.body.data?.latestMessage).toEqual({ content: { type: 'text', value: 'Hello, any news?' }, timestamp: reply.body.data?.newMessage?.timestamp });
    const answer = await say(server, id, 'Hi Mia, looking at it now.', riley);
    expect(answer.body.data?.newMessage).toMatchObject({ sequence: 3, sender: { _id: rileyId, role: 'referrer', name: 'Riley Referrer' } });
  });

  it('says a message is required: empty, blank, no kind, or a file without one', async () => {
    const { seeker, id } = await newChat();
    for (const form of [
      textMessage(id, ''),
      textMessage(id, '   \n '),
      textMessage(id, undefined),
      textMessage(id, 'Hi', ''),
      textMessage(id, undefined, 'file'),
    ])
      expect(problem(await send(server, id, form, seeker.token))).toEqual([400, 'Message is required.']);
    expect(problem(await send(server, id, textMessage(id, 'x'.repeat(2001)), seeker.token))).toEqual([400, 'Message must be at most 2000 characters.']);
    expect((await send(server, id, textMessage(id, 'x'.repeat(2000)), seeker.token)).status).toBe(201);
  });

  it('keeps an admin to reading a job referral chat', async () => {
    const { id } = await newChat();
    const head = await server.referly.adapters.eventStore.headPosition();
    expect(problem(await say(server, id, 'Admin here', admin))).toEqual([403, 'Admins can only read job referral chats.']);
    expect(problem(await send(server, id, fileMessage(id, images.png, 'note.png'), admin))).toEqual([403, 'Admins can only read job referral chats.']);
    expect(await server.referly.adapters.eventStore.headPosition()).toBe(head);
  });

  it('answers a chat of no request as one that does not exist', async () => {
    const { seeker } = await newChat();
    const nowhere = '00000000-0000-4000-8000-00000000beef';
    expect(problem(await say(server, nowhere, 'Hello?', seeker.token))).toEqual([404, 'This chat does not exist.']);
  });

  it('sends each kind of image and document: only raster pictures shown inline, everything else a download that never runs', async () => {
    const { seeker, id } = await newChat();
    const docx = wordDocx();
    const kinds: [string, Buffer, string, string, boolean][] = [
      ['photo.png', images.png, 'image/png', 'image/png', true],
      ['shot.jpg', jpeg(), 'image/jpeg', 'image/jpeg', true],
      ['anim.gif', images.gif, 'image/gif', 'image/gif', true],
      ['pic.webp', images.webp, 'image/webp', 'image/webp', true],
      ['scan.bmp', images.bmp, 'image/bmp', 'image/bmp', false],
      ['logo.svg', images.svg, 'image/svg+xml', 'application/octet-stream', false],
      ['cv.pdf', pdf('CV'), 'application/pdf', 'application/pdf', false],
      [
        'cv.docx',
        docx,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        false,
      ],
      ['cv.doc', wordDoc(), 'application/msword', 'application/msword', false],
    ];
    for (const [name, bytes, mime, served, image] of kinds) {
      const reply = await send(server, id, fileMessage(id, bytes, name), seeker.token);
      expect(reply.status, name).toBe(201);
      const message = reply.body.data?.newMessage;
      const url = `/api/chat/${id}/files/${String(message?._id)}`;
      expect(message?.content).toEqual({ type: 'file', value: name, file: { name, size: bytes.length, mime, url, image } });
      const download = await server.download(url, seeker.token);
      expect([download.status, download.headers.get('content-type'), download.bytes.equals(bytes)], name).toEqual([200, served, true]);
      expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    }
    // where a file is kept never leaves the server
    expect(JSON.stringify((await chatOf(server, id, seeker.token)).body)).not.toContain('fileId');
  });

  it('takes an SVG that carries script only as a file to download: never a picture, served as bare bytes in a sandbox', async () => {
    const { seeker, id } = await newChat();
    const reply = await send(server, id, fileMessage(id, hostileSvg, 'cat.svg', 'image/svg+xml'), seeker.token);
    expect(reply.status).toBe(201);
    const file = (reply.body.data?.newMessage?.content as unknown as { file: { image: boolean; url: string } }).file;
    expect(file.image).toBe(false);
    const download = await server.download(file.url, seeker.token);
    expect({
      type: download.headers.get('content-type'),
      disposition: download.headers.get('content-disposition'),
      sniff: download.headers.get('x-content-type-options'),
      csp: download.headers.get('content-security-policy'),
    }).toEqual({
      type: 'application/octet-stream',
      disposition: `attachment; filename="cat.svg"; filename*=UTF-8''cat.svg`,
      sniff: 'nosniff',
      csp: "default-src 'none'; sandbox",
    });
  });

  it('refuses a renamed program, bytes that are not what their name says, a ZIP or an installer posing as Word, and other kinds', async () => {
    const { seeker, id } = await newChat();
    const hostile: [Buffer, string][] = [
      [exe(), 'holiday.png'],
      [exe(), 'setup.exe'],
      [pdf(), 'photo.jpg'],
      [images.png, 'notes.txt'],
      [Buffer.from('<html><body>not an image</body></html>'), 'page.svg'],
      [images.png, 'png.svg'],
      [plainZip({ 'setup.exe': exe() }), 'resume.docx'],
      [msi(), 'resume.doc'],
    ];
    for (const [bytes, name] of hostile)
      expect(problem(await send(server, id, fileMessage(id, bytes, name), seeker.token)), name).toEqual([
        415,
        'Please send an image (jpg, jpeg, png, gif, bmp, svg, webp), a PDF or a Word document.',
      ]);
    expect(linesOf((await chatOf(server, id, seeker.token)).body)).toHaveLength(1);
  });

  it('answers malformed multipart 400 with a clear message, sending nothing', async () => {
    const { seeker, id } = await newChat();
    for (const { label, contentType, body } of malformedMultipart('content'))
      expect(await rawPost(server.referly.url, `/api/chat/${id}/sendMessage`, contentType, body, seeker.token), label).toMatchObject({
        status: 400,
        body: { message: malformedUploadMessage },
      });
    expect(linesOf((await chatOf(server, id, seeker.token)).body)).toHaveLength(1);
  });

  it('keeps a file name in UTF-8: it shows and downloads as sent, reduced to its last segment', async () => {
    const { seeker, id } = await newChat();
    const names: [string, string][] = [
      ['résumé.pdf', 'résumé.pdf'],
      ['履歴書.pdf', '履歴書.pdf'],
      ['C:\\Users\\mia\\résumé.pdf', 'résumé.pdf'],
    ];
    for (const [sent, shown] of names) {
      const reply = await send(server, id, fileMessage(id, pdf(), sent, 'application/pdf'), seeker.token);
      const file = (reply.body.data?.newMessage?.content as unknown as { file: { name: string; url: string } }).file;
      expect(file.name).toBe(shown);
      const download = await server.download(file.url, seeker.token);
      expect(download.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(shown)}`);
    }
  });

  it('refuses a file over the upload limit', async () => {
    const { seeker, id } = await newChat();
    const big = Buffer.concat([images.png, Buffer.alloc(64 * 1024)]);
    expect((await send(server, id, fileMessage(id, big, 'big.png'), seeker.token)).status).toBe(413);
  });
});

describe('GET /api/chat/{chatId}/files/{messageId}', () => {
  it('has nothing for a text message or a message of another chat', async () => {
    const first = await newChat();
    const second = await newChat({ desiredCompany: CANVA });
    const text = await say(server, first.id, 'Just text', first.seeker.token);
    expect(problem(await server.get(`/api/chat/${first.id}/files/${String(text.body.data?.newMessage?._id)}`, first.seeker.token))).toEqual([
      404,
      'No such file.',
    ]);
    const sent = await send(server, second.id, fileMessage(second.id, images.png, 'mine.png'), second.seeker.token);
    const elsewhere = `/api/chat/${first.id}/files/${String(sent.body.data?.newMessage?._id)}`;
    expect((await server.download(elsewhere, first.seeker.token)).status).toBe(404);
  });
});

describe('system lines', () => {
  it('show the referrer taking the request, each status change with its reason, and the refund', async () => {
    const { seeker, id, amountCents } = await newChat();
    expect((await server.put(`/api/job-referral/referrer/${id}`, { status: 'inProgress' }, riley)).status).toBe(200);
    await say(server, id, 'Thanks!', seeker.token);
    expect((await server.put(`/api/job-referral/referrer/${id}`, { status: 'rejected', reason: 'The role was filled' }, riley)).status).toBe(200);
    const refunded = await until(
      async () => (await chatOf(server, id, seeker.token)).body,
      (body) => linesOf(body).length === 6,
    );
    expect(linesOf(refunded)).toEqual([
      [1, null, 'Payment received.'],
      [2, null, 'Riley Referrer took on the request.'],
      [3, null, 'Status changed to In progress.'],
      [4, seeker.userId, 'Thanks!'],
      [5, null, 'Status changed to Rejected: The role was filled'],
      [6, null, `Refund issued: ${formatMoney(amountCents, 'usd')}.`],
    ]);
    expect(refunded.data?.requestDetails?.status).toBe('rejected');
    expect(refunded.data?.requestDetails?.statusLabel).toBe('Rejected');
    expect(refunded.data?.participants?.referrer).toEqual({ _id: rileyId, name: 'Riley Referrer', firstName: 'Riley' });
  });
});

describe('unread counts and PUT /api/chat/{chatId}/read', () => {
  it('go up for the other side, count system lines, and go back to 0 once read', async () => {
    const { seeker, id } = await newChat();
    const unread = async (token: string) => {
      const list = await server.get('/api/chat', token);
      const row = (list.body.data as unknown as { _id: string; unreadCount: number; badge: number }[]).find((chat) => chat._id === id);
      return [row?.unreadCount, row?.badge, (await chatOf(server, id, token)).body.data?.unreadCount];
    };
    expect(await unread(seeker.token)).toEqual([1, 1, 1]);
    await say(server, id, 'Hello', seeker.token);
    await say(server, id, 'Are you there?', seeker.token);
    // sending reads what came before
    expect(await unread(seeker.token)).toEqual([0, 0, 0]);
    expect(await unread(riley)).toEqual([3, 3, 3]);
    expect(await unread(admin)).toEqual([3, 3, 3]);
    await say(server, id, 'Yes!', riley);
    expect(await unread(seeker.token)).toEqual([1, 1, 1]);

    const readTwo = await server.put(`/api/chat/${id}/read`, { upTo: 2 }, riley);
    expect(readTwo.status).toBe(200);
    expect(readTwo.body).toEqual({ statusCode: 200, data: { unreadCount: 0 } });
    const read = await server.put(`/api/chat/${id}/read`, { upTo: 4 }, seeker.token);
    expect(read.body).toEqual({ statusCode: 200, data: { unreadCount: 0 } });
    expect(await unread(seeker.token)).toEqual([0, 0, 0]);
    // read marks never go back, and never past the newest message
    expect((await server.put(`/api/chat/${id}/read`, { upTo: 1 }, seeker.token)).body).toEqual({ statusCode: 200, data: { unreadCount: 0 } });
    expect((await server.put(`/api/chat/${id}/read`, { upTo: 99 }, admin)).body).toEqual({ statusCode: 200, data: { unreadCount: 0 } });
    await say(server, id, 'One more thing', seeker.token);
    expect(await unread(admin)).toEqual([1, 1, 1]);
  });

  it('tell each person how far the others on the chat have read (read receipts), and nobody about themselves', async () => {
    const { seeker, id } = await newChat();
    await say(server, id, 'Hello', seeker.token);
    await server.put(`/api/chat/${id}/read`, { upTo: 1 }, riley);
    // sending reads what came before: the seeker has seen their own message 2
    expect((await chatOf(server, id, riley)).body.data?.seenBy).toEqual([{ _id: seeker.userId, name: 'Mia Nguyen', upTo: 2 }]);
    // nobody handles the request yet, so nobody else's mark is shown to the seeker
    expect((await chatOf(server, id, seeker.token)).body.data?.seenBy).toEqual([]);

    await server.put(`/api/job-referral/referrer/${id}`, { status: 'inProgress' }, riley);
    const onIt = (await say(server, id, 'On it', riley)).body.data?.newMessage?.sequence;
    expect(typeof onIt).toBe('number');
    expect((await chatOf(server, id, seeker.token)).body.data?.seenBy).toEqual([{ _id: rileyId, name: 'Riley Referrer', upTo: onIt }]);
    await server.put(`/api/chat/${id}/read`, { upTo: onIt }, seeker.token);
    const seenByAll = (await chatOf(server, id, admin)).body.data?.seenBy as unknown as { name: string; upTo: number }[];
    const marks = seenByAll.map((person) => [person.name, person.upTo]);
    expect(marks).toEqual([
      ['Mia Nguyen', onIt],
      ['Riley Referrer', onIt],
    ]);
  });

  it('refuses a read mark that is not a sequence', async () => {
    const { seeker, id } = await newChat();
    for (const body of [{}, { upTo: 'last' }, { upTo: -1 }, { upTo: 1.5 }])
      expect(problem(await server.put(`/api/chat/${id}/read`, body, seeker.token))).toEqual([400, 'Please say which message was read.']);
    expect(problem(await server.put('/api/chat/00000000-0000-4000-8000-00000000dead/read', { upTo: 1 }, seeker.token))).toEqual([
      404,
      'This chat does not exist.',
    ]);
  });
});

describe('GET /api/chat', () => {
  it('lists the caller’s chats, latest activity first, by kind and by search', async () => {
    const seeker = await registerAndLogIn(server);
    const atlassian = (await paidRequest(server, seeker)).referralId;
    const canva = (await paidRequest(server, seeker, { desiredCompany: CANVA, desiredPosition: 'Product Designer' })).referralId;
    const ids = async (query: string, token = seeker.token) =>
      ((await server.get(`/api/chat${query}`, token)).body.data as unknown as { _id: string }[]).map((chat) => chat._id);
    const list = await server.get('/api/chat', seeker.token);
    expect(list.body.statusCode).toBe(200);
    expect(await ids('')).toEqual([canva, atlassian]);
    await say(server, atlassian, 'Any news?', seeker.token);
    expect(await ids('')).toEqual([atlassian, canva]);
    expect(await ids('?chatType=jobReferral')).toEqual([atlassian, canva]);
    expect(await ids('?chatType=resumeReview')).toEqual([]);
    expect(await ids('?search=designer')).toEqual([canva]);
    expect(await ids('?search=ATLASSIAN')).toEqual([atlassian]);
    // a seeker searches the referrer's name, not their own
    expect(await ids('?search=Mia')).toEqual([]);
    await server.put(`/api/job-referral/referrer/${atlassian}`, { status: 'inProgress' }, riley);
    expect(await ids('?search=riley')).toEqual([atlassian]);
    expect(await ids('?search=Mia', riley)).toContain(atlassian);
    expect((await server.get('/api/chat?chatType=other', seeker.token)).status).toBe(400);
  });

  it('holds a seeker’s unpaid request only once it is paid', async () => {
    const seeker = await registerAndLogIn(server);
    const made = await server.multipart('POST', '/api/job-referral/job-seeker', requestForm(), seeker.token);
    const id = String(made.body.data?._id);
    expect((await server.get('/api/chat', seeker.token)).body.data).toEqual([]);
    const chat = await chatOf(server, id, seeker.token);
    expect([chat.status, chat.body.data?.messages, chat.body.data?.latestMessage]).toEqual([200, [], null]);
  });
});
