import {
  chatListQuerySchema,
  chatMessages,
  chatPageQuerySchema,
  chatTypeSchema,
  DomainError,
  markReadSchema,
  sendMessageSchema,
  type ChatMessageView,
} from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getChatMessage, messagesBefore, unreadCount } from '@referly/projections/chat/queries';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { principalOf } from '../auth/authenticate.ts';
import { parse } from '../http/parse.ts';
import { POSITION_HEADER } from '../http/reply.ts';
import { sendFile } from '../http/send-file.ts';
import { viewerOf, type Viewer } from '../auth/viewer.ts';
import type { RequestKinds } from '../platform/request-kinds.ts';
import { mustSeeChat, visibleChats } from './access.ts';
import type { ChatService } from './chat-service.ts';
import { chatView, messageView } from './views.ts';

export type ChatRoutesDeps = {
  chat: ChatService;
  readStore: ReadStore;
  kinds: RequestKinds;
  waitFor: (position: number) => Promise<boolean>;
  signedIn: RequestHandler;
  uploads: RequestHandler[];
};

const id = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, chatMessages.notFound);
const chatParams = z.object({ chatId: id });
const requestParams = z.object({ chatType: chatTypeSchema, requestId: id });
const fileParams = z.object({ chatId: id, messageId: id });

/** The chat calls of docs/API.md (Chats), for anyone signed in; each chat only to whoever may see its request. */
export const chatRoutes = ({ chat, readStore, kinds, waitFor, signedIn, uploads }: ChatRoutesDeps) => {
  const router = Router();
  const viewer = (locals: Parameters<typeof principalOf>[0]) => viewerOf(readStore, principalOf(locals));
  const withUnread = async (doc: Parameters<typeof chatView>[0], me: Viewer) => {
    const canSend = kinds.of(doc.chatType)?.chat.mayWrite(me) ?? false;
    return chatView(doc, me, await unreadCount(readStore, doc, me.userId), canSend);
  };
  const mustSee = (me: Viewer, chatId: string, chatType?: Parameters<typeof mustSeeChat>[4]) => mustSeeChat(readStore, kinds, me, chatId, chatType);

  router.get('/chat', signedIn, async (req, res) => {
    const query = parse(chatListQuerySchema, req.query);
    const me = await viewer(res.locals);
    const chats = await visibleChats(readStore, kinds, me, query);
    res.json({ statusCode: 200, data: await Promise.all(chats.map((doc) => withUnread(doc, me))) });
  });

  router.get('/chat/:chatType/:requestId', signedIn, async (req, res) => {
    const { chatType, requestId } = parse(requestParams, req.params);
    const page = parse(chatPageQuerySchema, req.query);
    const me = await viewer(res.locals);
    const { chat: doc } = await mustSee(me, requestId, chatType);
    const [view, { messages, hasMore }] = await Promise.all([withUnread(doc, me), messagesBefore(readStore, doc._id, page)]);
    res.json({ statusCode: 200, data: { ...view, messages: messages.map(messageView), hasMore } });
  });

  router.post('/chat/:chatId/sendMessage', signedIn, ...uploads, async (req, res) => {
    const { chatId } = parse(chatParams, req.params);
    const form = parse(sendMessageSchema, req.body);
    const upload = res.locals.chatUpload;
    const message = form.contentType === 'text' ? { text: form.content } : upload ? { upload } : null;
    if (!message) throw new DomainError('validation_failed', chatMessages.messageRequired, { errors: { content: chatMessages.messageRequired } });
    const me = await viewer(res.locals);
    const { chat: doc, kind } = await mustSee(me, chatId);
    const sent = await chat.send(doc, kind, me, message);
    // the reply holds the message as the chat numbers it, once the read model has it (null if it is late: the live
    // push and a re-read bring it)
    await waitFor(sent.position);
    const stored = await getChatMessage(readStore, doc._id, sent.messageId);
    const newMessage: ChatMessageView | null = stored ? messageView(stored) : null;
    res.setHeader(POSITION_HEADER, String(sent.position));
    res.status(201).json({ statusCode: 201, data: { newMessage } });
  });

  router.put('/chat/:chatId/read', signedIn, async (req, res) => {
    const { chatId } = parse(chatParams, req.params);
    const { upTo } = parse(markReadSchema, req.body);
    const me = await viewer(res.locals);
    const position = await chat.markRead((await mustSee(me, chatId)).chat, me.userId, upTo);
    if (position > 0) {
      await waitFor(position);
      res.setHeader(POSITION_HEADER, String(position));
    }
    const { chat: doc } = await mustSee(me, chatId);
    res.json({ statusCode: 200, data: { unreadCount: await unreadCount(readStore, doc, me.userId) } });
  });

  router.get('/chat/:chatId/files/:messageId', signedIn, async (req, res) => {
    const { chatId, messageId } = parse(fileParams, req.params);
    const { chat: doc } = await mustSee(await viewer(res.locals), chatId);
    const file = (await getChatMessage(readStore, doc._id, messageId))?.content.file;
    const content = file ? await chat.readFile(file) : null;
    if (!file || !content) throw new DomainError('not_found', 'No such file.');
    sendFile(res, file, content);
  });

  return router;
};
