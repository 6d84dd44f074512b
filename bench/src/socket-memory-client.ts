// The load client of socket-memory.ts, in a process of its own: connects one signed-in socket per token given, each
// waiting for the server's 'ready', and says so; holds them until told to stop.
import { io, type Socket } from 'socket.io-client';

const CONNECTING_AT_ONCE = 50;
const sockets: Socket[] = [];

const connect = (url: string, token: string) =>
  new Promise<void>((resolve, reject) => {
    const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    socket.once('ready', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });

process.on('message', async (message: { type: 'connect'; url: string; tokens: string[] } | 'stop') => {
  if (message === 'stop') {
    for (const socket of sockets) socket.disconnect();
    process.exit(0);
  }
  try {
    for (let i = 0; i < message.tokens.length; i += CONNECTING_AT_ONCE) {
      await Promise.all(message.tokens.slice(i, i + CONNECTING_AT_ONCE).map((token) => connect(message.url, token)));
    }
    process.send?.({ connected: sockets.length });
  } catch (error) {
    process.send?.({ failed: error instanceof Error ? error.message : String(error) });
  }
});
process.send?.({ up: true });
