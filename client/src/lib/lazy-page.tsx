import { lazy, Suspense, type ComponentType } from 'react';
import { PageFallback } from '../ui/page.tsx';

/** A route element loaded on first visit, so each area's code only ships to those who open it. */
export const lazyPage = <P extends object>(load: () => Promise<ComponentType<P>>, props: P) => {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<PageFallback />}>
      <Page {...props} />
    </Suspense>
  );
};
