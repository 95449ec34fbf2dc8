import { Spin } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';

/** A component whose code loads when it is first shown: the extensions are read with every page, their parts only where shown. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={<Spin />}>
        <Part {...props} />
      </Suspense>
    );
  };
}
