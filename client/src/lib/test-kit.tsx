import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { startFakeApi, type FakeReply, type ReceivedRequest } from './fake-api';
import { createQueryClient } from './query-client';
import { toast } from './toast';

/**
 * For a test file: lib/fake-api's server, started before its tests and closed after them. Before each test the
 * requests it received and the toasts are forgotten; after each the page is unmounted.
 */
export function serveFakeApi(answer: (request: ReceivedRequest) => FakeReply | Promise<FakeReply>) {
  let fake: Awaited<ReturnType<typeof startFakeApi>> | undefined;
  beforeAll(async () => {
    fake = await startFakeApi(answer);
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    toast.reset();
    if (fake) fake.received.length = 0;
  });
  afterEach(cleanup);
  return {
    /** what the fake API received since the test began, in order */
    get received(): ReceivedRequest[] {
      return fake?.received ?? [];
    },
  };
}

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** The address the page is at now, path and query (an `<output>`, so role 'status'). */
export const shownLocation = () => screen.getByRole('status', { name: 'location' });

/**
 * For tests: a page as the app shows it, with a fresh query client and a router at `at`. The page answers `path`
 * (any path by default); anywhere else shows nothing but the address.
 */
export const renderPage = (page: ReactElement, { at = '/', path = '*' }: { at?: string; path?: string } = {}) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={page} />
          {path !== '*' && <Route path="*" element={null} />}
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
