import type { EntityDef } from '@suwork/domain/entities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { defaultSettings, isDefault, mergeSettings, type ColumnSetting } from './column-settings.ts';
import { listColumnsApi } from './list-columns-api.ts';

/** Changes made within this time are saved together. */
export const SAVE_DELAY_MS = 500;

const queryKey = (list: string) => ['listColumns', list];

/**
 * A member's 列设置 of an entity's list beside an 操作 column `actionsWidth` wide: read from the server (the default
 * columns until then, or if that fails), changed on screen at once, saved SAVE_DELAY_MS after the last change (and
 * when the page closes). A failed save shows the HTTP client's message and the columns on screen stay as set.
 */
export function useColumnSettings(def: EntityDef, actionsWidth: number) {
  const list = def.key;
  const queryClient = useQueryClient();
  const defaults = useMemo(() => defaultSettings(def, actionsWidth), [def, actionsWidth]);
  const { data } = useQuery({
    queryKey: queryKey(list),
    queryFn: ({ signal }) => listColumnsApi.get(list, signal),
    staleTime: 60_000,
  });
  const [edited, setEdited] = useState<{ list: string; columns: ColumnSetting[] } | null>(null);
  const saved = useMemo(
    () => mergeSettings(defaults, data?.columns ?? [], def.titleField),
    [defaults, data, def.titleField],
  );
  const settings = edited?.list === list ? edited.columns : saved;

  const pending = useRef<{ list: string; columns: ColumnSetting[] } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (!next) return;
    // the declared columns are saved as none, so columns the list gains later show for this member too
    const columns = isDefault(next.columns, defaults) ? [] : next.columns;
    listColumnsApi.save(next.list, columns).then(
      (answer) => queryClient.setQueryData(queryKey(next.list), answer),
      () => {}, // the HTTP client has shown why; the columns on screen stay as the member set them
    );
  }, [defaults, queryClient]);

  // what is still waiting is saved when the list closes
  useEffect(() => flush, [flush]);

  const change = useCallback(
    (columns: ColumnSetting[]) => {
      setEdited({ list, columns });
      pending.current = { list, columns };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush, list],
  );
  const reset = useCallback(() => change([...defaults]), [change, defaults]);

  return { settings, defaults, change, reset };
}
