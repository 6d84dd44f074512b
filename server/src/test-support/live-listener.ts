import { io, type Socket } from 'socket.io-client';
import type { TestServer } from './harness.ts';

export type Pushed = { type: string; position: number; data: Record<string, unknown> };

/**
 * A socket signed in with `token`, kept in `sockets` for the test to disconnect: the events pushed to it, collected
 * from the moment the server says its rooms are joined.
 */
export const listen = (server: TestServer, sockets: Socket[], token: string) =>
  new Promise<Pushed[]>((resolve, reject) => {
    const socket = io(server.referly.url, { auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const events: Pushed[] = [];
    socket.on('event', (event: Pushed) => events.push(event));
    socket.on('ready', () => resolve(events));
    socket.on('connect_error', reject);
  });
