import { PHONE_QUERY } from '../../components/use-viewport.ts';

/** The parts of a list only a wider screen shows at once: the table and the filter form (a phone has them in a drawer). */
export const loadListTable = () => import('./ListTable.tsx');
export const loadFilterForm = () => import('./FilterForm.tsx');

/** On a wider screen, starts loading those parts along with the list's own code. */
export function preloadWideList(): void {
  if (typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches) return;
  void loadListTable().catch(() => undefined);
  void loadFilterForm().catch(() => undefined);
}
