import express, { Router, type RequestHandler } from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesBySegment, segmentsOf } from './routes-by-segment.ts';

/** Routers shaped like the features': spec paths of their own, guards on a shared prefix, a nested router at '/'. */
const features = () => {
  const mark =
    (name: string): RequestHandler =>
    (_req, res, next) => {
      (res.locals.trace as string[]).push(name);
      next();
    };
  const answer =
    (name: string): RequestHandler =>
    (_req, res) => {
      res.json({ by: name, trace: res.locals.trace });
    };
  const companies = Router();
  companies.get('/general/industries', answer('companies industries'));
  // a guard on every /admin path, whoever's route it is (as a feature's `use('/admin', requireAuth(...))` is)
  companies.use('/admin', mark('companies admin guard'), Router().get('/companies', answer('companies admin')));
  const accounts = Router();
  const nested = Router();
  nested.post('/user/login', answer('accounts login'));
  nested.post('//user/login', answer('accounts spec login'));
  nested.get('/user/:id', answer('accounts user'));
  accounts.use(nested);
  accounts.use('/admin', mark('accounts admin guard'), Router().get('/users', answer('accounts admin users')));
  const chat = Router();
  chat.post('/chat/:chatId/sendMessage', mark('chat'), answer('chat send'));
  const anywhere = Router();
  anywhere.use(mark('anywhere'));
  const pattern = Router();
  pattern.get('/:section/about', answer('pattern about'));
  return { companies, accounts, chat, anywhere, pattern };
};

describe('segmentsOf', () => {
  it('reads the first segments of a router, its nested routers at / included, lower-cased', () => {
    const { companies, accounts, chat } = features();
    const upper = Router();
    upper.get('/Learning-Hub/:id', (_req, res) => res.end());
    expect(segmentsOf(companies)).toEqual(new Set(['general', 'admin']));
    expect(segmentsOf(accounts)).toEqual(new Set(['user', '', 'admin']));
    expect(segmentsOf(chat)).toEqual(new Set(['chat']));
    expect(segmentsOf(upper)).toEqual(new Set(['learning-hub']));
  });

  it('answers any for middleware on every path and for a path that starts with a parameter', () => {
    const { anywhere, pattern } = features();
    expect(segmentsOf(anywhere)).toBe('any');
    expect(segmentsOf(pattern)).toBe('any');
  });
});

describe('routesBySegment', () => {
  let indexed = '';
  let walked = '';
  const entered: string[] = [];
  const servers: { close: () => void }[] = [];
  const listen = async (app: express.Express) => {
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const appOf = (mount: (api: express.Router, routers: [string, Router][]) => void) => {
    const app = express();
    const api = Router();
    api.use((_req, res, next) => {
      res.locals.trace = [];
      next();
    });
    const { companies, accounts, chat, anywhere, pattern } = features();
    // each router, as a caller sees it: entered or not
    const spied = Object.entries({ companies, accounts, chat, anywhere, pattern }).map(([name, router]): [string, Router] => {
      const spy = Object.assign((req: express.Request, res: express.Response, next: express.NextFunction) => {
        entered.push(name);
        router(req, res, next);
      }, router);
      return [name, spy as unknown as Router];
    });
    mount(api, spied);
    api.use((_req, res) => {
      res.status(404).json({ by: 'not found', trace: res.locals.trace });
    });
    app.use('/api', api);
    return app;
  };
  beforeAll(async () => {
    indexed = await listen(appOf((api, routers) => api.use(routesBySegment(routers.map(([, router]) => router)))));
    walked = await listen(appOf((api, routers) => routers.forEach(([, router]) => api.use(router))));
  });
  afterAll(() => servers.forEach((server) => server.close()));

  const call = async (base: string, method: string, path: string) => {
    entered.length = 0;
    const res = await fetch(`${base}/api${path}`, { method });
    return { status: res.status, body: (await res.json()) as unknown, entered: [...entered] };
  };

  it.each([
    ['GET', '/general/industries'],
    ['GET', '/GENERAL/Industries'],
    ['POST', '/user/login'],
    ['POST', '//user/login'],
    ['GET', '/user/42'],
    ['GET', '/admin/users'],
    ['GET', '/admin/companies'],
    ['GET', '/admin/nothing'],
    ['POST', '/chat/c-1/sendMessage'],
    ['POST', '/chat/c-1/sendMessage/'],
    ['GET', '/company/about'],
    ['GET', '/nowhere'],
    ['GET', '/%75ser/42'],
    ['GET', '/'],
  ])('%s %s gets what walking every router gives, through the same layers in the same order', async (method, path) => {
    const [byIndex, byWalk] = [await call(indexed, method, path), await call(walked, method, path)];
    expect({ status: byIndex.status, body: byIndex.body }).toEqual({ status: byWalk.status, body: byWalk.body });
  });

  it("enters only the routers with a route under the path's first segment, and those on every path", async () => {
    expect((await call(walked, 'POST', '/chat/c-1/sendMessage')).entered).toEqual(['companies', 'accounts', 'chat']);
    expect((await call(indexed, 'POST', '/chat/c-1/sendMessage')).entered).toEqual(['chat']);
    expect((await call(indexed, 'POST', '/chat/c-1/markAll')).entered).toEqual(['chat', 'anywhere', 'pattern']);
    expect((await call(indexed, 'GET', '/admin/users')).entered).toEqual(['companies', 'accounts']);
    expect((await call(indexed, 'GET', '/nowhere')).entered).toEqual(['anywhere', 'pattern']);
    // a segment that is not a plain literal: every router, as before
    expect((await call(indexed, 'GET', '/%75ser/42')).entered).toEqual(['companies', 'accounts', 'chat', 'anywhere', 'pattern']);
  });
});
