import type { EntityDef } from '@suwork/domain/entities';
import { useCallback, useRef, useState } from 'react';
import { entityApi, type DuplicateMatch } from '../entity-api.ts';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * The duplicate check of an add form: `check(key, value)` (on blur) asks POST checkDuplicate for that field
 * and keeps its matches; an unchanged value is not asked again, an emptied field clears them. `matchesFor(values)`
 * gives what saving the values would duplicate, waiting for a check still under way. Failures are silent: the
 * check only advises.
 */
export function useDuplicateCheck(def: EntityDef | undefined) {
  const [matches, setMatches] = useState<Readonly<Record<string, DuplicateMatch[]>>>({});
  // the last value asked of each field, and its answer
  const asked = useRef<Record<string, { value: string; found: Promise<DuplicateMatch[]> }>>({});
  const fields: ReadonlySet<string> = new Set(def?.features.duplicateCheck ?? []);

  const ask = useCallback(
    (key: string, value: string): Promise<DuplicateMatch[]> => {
      const last = asked.current[key];
      if (last?.value === value) return last.found;
      const found =
        def && value
          ? entityApi(def)
              .checkDuplicate({ [key]: value })
              .then(
                (res) => res.data.filter((x) => x.field === key),
                () => {
                  // asked again next time
                  if (asked.current[key]?.value === value) delete asked.current[key];
                  return [];
                },
              )
          : Promise.resolve([]);
      asked.current[key] = { value, found };
      return found;
    },
    [def],
  );

  /** Keeps a field's matches unless a newer value was asked meanwhile. */
  const keep = useCallback((key: string, value: string, found: DuplicateMatch[]) => {
    if (asked.current[key]?.value === value) setMatches((m) => ({ ...m, [key]: found }));
  }, []);

  const check = useCallback(
    async (key: string, raw: unknown) => {
      const value = text(raw);
      keep(key, value, await ask(key, value));
    },
    [ask, keep],
  );

  const matchesFor = useCallback(
    async (values: Readonly<Record<string, unknown>>): Promise<DuplicateMatch[]> => {
      const found = await Promise.all(
        [...(def?.features.duplicateCheck ?? [])].map(async (key) => {
          const value = text(values[key]);
          const list = await ask(key, value);
          keep(key, value, list);
          return list;
        }),
      );
      return found.flat();
    },
    [def, ask, keep],
  );

  return { fields, matches, check, matchesFor };
}
