import { Router, type RequestHandler } from 'express';

/** A router as Express keeps it: its layers, each a route (a path and its handlers) or a `use` (a path prefix and a handler). */
type LayerLike = { route?: { path?: unknown }; rawPath?: unknown; handle?: unknown };
type RouterLike = { stack?: LayerLike[] };

/** Any first segment: a layer whose path starts with a parameter, a pattern or a regular expression, or middleware on every path. */
const ANY = 'any' as const;
type Segments = Set<string> | typeof ANY;

/** A first segment written as a literal the router matches by itself (case aside): nothing path-to-regexp reads otherwise. */
const LITERAL = /^[A-Za-z0-9._~-]*$/;

/** The first segment of a layer's path, lower-cased (Express matches paths case-blind), or ANY if it is not a plain literal. */
const firstOf = (path: unknown): string | typeof ANY => {
  if (typeof path !== 'string' || !path.startsWith('/')) return ANY;
  const segment = path.slice(1).split('/', 1)[0] ?? '';
  return LITERAL.test(segment) ? segment.toLowerCase() : ANY;
};

const isRouter = (handle: unknown): handle is RouterLike => typeof handle === 'function' && Array.isArray((handle as RouterLike).stack);

/** The first path segments any layer of `router` may answer or act on (a nested router at '/' counts by its own layers). */
export const segmentsOf = (router: RouterLike): Segments => {
  const found = new Set<string>();
  for (const layer of router.stack ?? []) {
    const paths = layer.route ? layer.route.path : layer.rawPath;
    for (const path of Array.isArray(paths) ? (paths as unknown[]) : [paths]) {
      if (!layer.route && path === '/') {
        // middleware on every path acts on any request; a router mounted there only on what its own layers match
        const nested = isRouter(layer.handle) ? segmentsOf(layer.handle) : ANY;
        if (nested === ANY) return ANY;
        for (const segment of nested) found.add(segment);
        continue;
      }
      const segment = firstOf(path);
      if (segment === ANY) return ANY;
      found.add(segment);
    }
  }
  return found;
};

/** The first segment of a request's path below the mount, lower-cased; null when it is not a plain literal (all routers then). */
const requestSegment = (path: string): string | null => {
  const end = path.indexOf('/', 1);
  const segment = path.slice(1, end === -1 ? undefined : end);
  return LITERAL.test(segment) ? segment.toLowerCase() : null;
};

/**
 * One handler for many routers, in their order, that hands a request only to the routers with a layer that may match
 * its path's first segment (and to those with a layer on any path): what a request meets and in what order is what it
 * would meet going through every router, without walking the layers of features it cannot reach. Each feature keeps
 * registering its own routes under any path the contract names; the segments are read from its router once, here.
 */
export const routesBySegment = (routers: RequestHandler[]): RequestHandler => {
  const segments = routers.map((router) => ({ router, segments: isRouter(router) ? segmentsOf(router) : ANY }));
  const chain = (take: (segments: Segments) => boolean) => {
    const chained = Router();
    for (const { router, segments: of } of segments) if (take(of)) chained.use(router);
    return chained;
  };
  const every = chain(() => true);
  const elsewhere = chain((of) => of === ANY);
  const known = new Set(segments.flatMap(({ segments: of }) => (of === ANY ? [] : [...of])));
  const bySegment = new Map([...known].map((segment) => [segment, chain((of) => of === ANY || of.has(segment))]));
  return (req, res, next) => {
    const segment = requestSegment(req.path);
    const routers = segment === null ? every : (bySegment.get(segment) ?? elsewhere);
    routers(req, res, next);
  };
};
