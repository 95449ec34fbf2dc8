import type { AppRoute } from '@suwork/domain';
import { Suspense } from 'react';
import { PageSpin } from '../../components/PageSpin.tsx';
import { pageFor } from '../page-for.ts';

/** The registered page of a catalogue route (or the under-construction page). */
export function RoutedPage({ route }: { route: AppRoute }) {
  const Page = pageFor(route.name);
  return (
    <Suspense fallback={<PageSpin />}>
      <Page />
    </Suspense>
  );
}
