import type { Json, Reply, TestServer } from '../test-support/harness.ts';
import { file } from '../test-support/marketplace.ts';

/** Real images of each kind a chat takes (their magic bytes are what the server reads). */
export const images = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(18)]),
  bmp: Buffer.concat([
    Buffer.from('BM'),
    Buffer.from([70, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 24, 0]),
    Buffer.alloc(40),
  ]),
  svg: Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>'),
};

/** The multipart body the client sends: a text, or a file as the `content` part. */
export const textMessage = (chatId: string, content: string | undefined, contentType = 'text'): FormData => {
  const form = new FormData();
  form.append('chatId', chatId);
  if (contentType !== '') form.append('contentType', contentType);
  if (content !== undefined) form.append('content', content);
  return form;
};

export const fileMessage = (chatId: string, bytes: Buffer, name: string, type = 'application/octet-stream'): FormData => {
  const form = new FormData();
  form.append('chatId', chatId);
  form.append('contentType', 'file');
  form.append('content', file(bytes, name, type));
  return form;
};

export const send = (server: TestServer, chatId: string, form: FormData, token: string | undefined): Promise<Reply> =>
  server.multipart('POST', `/api/chat/${chatId}/sendMessage`, form, token);

export const say = (server: TestServer, chatId: string, text: string, token: string | undefined): Promise<Reply> =>
  send(server, chatId, textMessage(chatId, text), token);

export const chatOf = (server: TestServer, requestId: string, token: string | undefined, query = ''): Promise<Reply> =>
  server.get(`/api/chat/jobReferral/${requestId}${query}`, token);

type MessageJson = { sequence: number; sender: { _id: string } | null; content: { type: string; value: string } };
/** A chat's messages as [sequence, sender id or null, text]. */
export const linesOf = (body: Json) =>
  (body.data?.messages as unknown as MessageJson[]).map((message) => [message.sequence, message.sender?._id ?? null, message.content.value]);
