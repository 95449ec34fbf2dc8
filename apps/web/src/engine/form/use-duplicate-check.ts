import type { EntityDef } from '@suwork/domain/entities';
import { useCallback, useRef, useState } from 'react';
import { entityApi, type DuplicateMatch } from '../entity-api.ts';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * The duplicate check of an add form: `check(key, value)` (on blur) asks POST checkDuplicate for that field
 * and keeps its matches; an unchanged value is not asked again, an emptied field clears them. Failures are
 * silent: the check only advises.
 */
export function useDuplicateCheck(def: EntityDef | undefined) {
  const [matches, setMatches] = useState<Readonly<Record<string, DuplicateMatch[]>>>({});
  const asked = useRef<Record<string, string>>({});
  const fields: ReadonlySet<string> = new Set(def?.features.duplicateCheck ?? []);

  const check = useCallback(
    async (key: string, raw: unknown) => {
      if (!def) return;
      const value = text(raw);
      if (asked.current[key] === value) return;
      asked.current[key] = value;
      if (!value) {
        setMatches((m) => ({ ...m, [key]: [] }));
        return;
      }
      try {
        const res = await entityApi(def).checkDuplicate({ [key]: value });
        // a newer value may have been asked meanwhile
        if (asked.current[key] === value) setMatches((m) => ({ ...m, [key]: res.data.filter((x) => x.field === key) }));
      } catch {
        // advisory only
      }
    },
    [def],
  );

  return { fields, matches, check };
}
