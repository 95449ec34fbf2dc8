import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

// TipTap is loaded with the first form that has a rich-text field, not with every form.
const RichTextEditor = lazy(() =>
  import('../../components/editor/RichTextEditor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

type Props = ComponentProps<typeof RichTextEditor>;

/** The rich-text editor as a form control, loaded on first use. */
export function LazyRichTextEditor(props: Props) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} title={false} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
