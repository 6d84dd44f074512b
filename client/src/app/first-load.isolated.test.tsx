import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authModal } from '../lib/auth-modal.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { sessionUserFixture } from '../lib/session-fixture.ts';
import { setSession } from '../lib/session.ts';
import { serveFakeApi } from '../lib/test-kit.tsx';
import { routes } from './routes.tsx';

// Which of the libraries a visitor's first page should not carry have been loaded, and the sockets opened.
const seen = vi.hoisted(() => ({ loaded: new Set<string>(), sockets: [] as unknown[] }));
vi.mock('socket.io-client', () => {
  seen.loaded.add('socket.io-client');
  return {
    io: (options: unknown) => {
      seen.sockets.push(options);
      return { connected: false, on: () => undefined, off: () => undefined, connect: () => undefined, disconnect: () => undefined };
    },
  };
});
vi.mock('xstate', async (importOriginal) => {
  seen.loaded.add('xstate');
  return importOriginal();
});

serveFakeApi(() => ({ body: { statusCode: 200, data: [] } }));
beforeEach(() => localStorage.clear());

// The browser stays busy until the test says it is idle: the auth modal's idle prefetch waits for that, however long
// the page's sections take to show on a busy machine (jsdom has no requestIdleCallback; the app's fallback is a timer).
const idle: IdleRequestCallback[] = [];
beforeEach(() => {
  idle.length = 0;
  window.requestIdleCallback = (callback) => idle.push(callback);
  window.cancelIdleCallback = () => undefined;
});
const becomeIdle = () => idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));

const visit = (path: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </QueryClientProvider>,
  );

describe("a visitor's first page (issue 16)", () => {
  it('shows the landing page without the socket library or the state machines, and loads each when it is needed', async () => {
    visit('/');
    expect(await screen.findByRole('heading', { name: 'Get referred by people who already work there.' })).toBeInTheDocument();
    // the sections below the fold arrive just after
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' }, { timeout: 5_000 })).toBeInTheDocument();
    expect([...seen.loaded]).toEqual([]);
    expect(seen.sockets).toEqual([]);

    // once the page is idle, the sign-in dialog's code (with its state machine) is fetched ahead of a click
    act(becomeIdle);
    await vi.waitFor(() => expect(seen.loaded.has('xstate')).toBe(true), { timeout: 5_000 });

    // the auth modal opens on its code
    act(() => authModal.open('signIn'));
    expect(await screen.findByRole('dialog', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(seen.loaded.has('xstate')).toBe(true);
    act(() => authModal.close());

    // the live socket, with its library, once someone is signed in: one socket, with their token
    act(() => setSession('tok', sessionUserFixture()));
    await vi.waitFor(() => expect(seen.sockets).toEqual([{ auth: { token: 'tok' }, transports: ['websocket', 'polling'] }]), { timeout: 5_000 });
    expect(seen.loaded.has('socket.io-client')).toBe(true);
  }, 20_000);
});
