import type { AppRoute } from '@suwork/domain';
import { lazy, Suspense } from 'react';
import { RouteSpin } from '../plain/RouteSpin.tsx';
import { pageFor } from '../page-for.ts';

// antd's configuration for public pages, which have no shell (where it is set up) around them; within the shell it
// only repeats the shell's. Inside the page's own Suspense, so that antd and the page load under one spinner, and
// with the page registry (pages.ts) fetched alongside, so that the page waits for no extra round trip.
const AntdScope = lazy(() =>
  Promise.all([import('../AntdScope.tsx'), import('../pages.ts')]).then(([m]) => ({ default: m.AntdScope })),
);

/** The registered page of a catalogue route (or the under-construction page). */
export function RoutedPage({ route }: { route: AppRoute }) {
  const Page = pageFor(route.name);
  return (
    <Suspense fallback={<RouteSpin />}>
      <AntdScope>
        <Page />
      </AntdScope>
    </Suspense>
  );
}
