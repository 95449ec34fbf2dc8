import { nodeOf } from '@suwork/domain';
import { entityByKey, type Field } from '@suwork/domain/entities';
import { useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { usePermission } from '../../components/auth/Auth.tsx';
import { entityApi, type EntityRow } from '../entity-api.ts';
import { recordTitle } from '../field-model.ts';
import { carriesSources, filledValues, planFill, sameValue } from './record-fills.ts';
import type { FormValue, FormValues } from './form-values.ts';

/** How long a chosen record read for its fills is reused (choosing it again, or the picker's own lookup). */
const FRESH_MS = 30_000;

/**
 * Field.fills of a form: `picked` is called as a reference field's record is chosen (the picker's row, or only its
 * id) and fills the fields it names from that record, read when the row lacks them (for a member holding its page).
 * A field the member changed while it was being read keeps what they typed. On an add page a reference the form starts with (from the query or the
 * page's defaults) fills the fields still empty, asking nothing.
 */
export function useRecordFills(form: FormInstance<FormValues>, fields: readonly Field[], adding: boolean) {
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const can = usePermission();
  // what the fills put into each field: replaced without asking while the field still holds it
  const filled = useRef(new Map<string, FormValue>());
  // the latest choice of each reference field: an answer to an earlier one is dropped
  const latest = useRef(new Map<string, number>());

  const picked = useCallback(
    async (f: Field, id: number | undefined, row: EntityRow | undefined, { ask = true } = {}) => {
      const fills = f.fills;
      if (!fills || !f.entity) return;
      const turn = (latest.current.get(f.key) ?? 0) + 1;
      latest.current.set(f.key, turn);
      const targets = Object.keys(fills);
      const before = form.getFieldsValue(targets) as FormValues;
      const def = entityByKey(f.entity);
      let record: EntityRow | undefined;
      if (id !== undefined) {
        // a record is read on its own page's node; without it only a picked row that carries the values fills
        if (!(row && carriesSources(fills, row)) && !can(nodeOf(def.node))) return;
        try {
          record =
            row && carriesSources(fills, row)
              ? row
              : (
                  await queryClient.fetchQuery({
                    queryKey: ['entity', def.key, 'info', id],
                    queryFn: ({ signal }) => entityApi(def).info(id, { signal }),
                    staleTime: FRESH_MS,
                  })
                ).data;
        } catch {
          return; // not readable: nothing is filled
        }
      }
      if (latest.current.get(f.key) !== turn) return;
      const now = form.getFieldsValue(targets) as FormValues;
      // typed while the record was read: the member's value stays
      const untouched = fields.filter((x) => targets.includes(x.key) && sameValue(x, before[x.key], now[x.key]));
      const next = filledValues(untouched, fills, record);
      const { apply, ask: asked } = planFill(untouched, now, filled.current, next);
      const write = (values: FormValues) => {
        const keys = Object.keys(values);
        if (keys.length === 0) return;
        for (const k of keys) filled.current.set(k, values[k]);
        form.setFields(keys.map((name) => ({ name, value: values[name], errors: [] })));
      };
      write(apply);
      const replace = Object.keys(asked);
      if (!ask || replace.length === 0 || !record) return;
      const labels = replace.map((k) => fields.find((x) => x.key === k)?.label ?? k).join('、');
      modal.confirm({
        title: '替换已填写的内容？',
        content: `${labels}已填写，与所选${f.label}「${recordTitle(def, record)}」的不同。是否替换为${f.label}中的内容？`,
        okText: '替换',
        cancelText: '保留',
        onOk: () => write(asked),
      });
    },
    [can, fields, form, modal, queryClient],
  );

  // an add page opened for a record (the customer of a contract's 开票申请): its fills, where nothing is entered yet
  const started = useRef(false);
  useEffect(() => {
    if (!adding || started.current) return;
    started.current = true;
    for (const f of fields) {
      const id = form.getFieldValue(f.key) as unknown;
      if (!f.fills || typeof id !== 'number' || id <= 0) continue;
      const targets = Object.keys(f.fills);
      const values = form.getFieldsValue(targets) as FormValues;
      const open = fields.some((x) => targets.includes(x.key) && sameValue(x, values[x.key], undefined));
      if (open) void picked(f, id, undefined, { ask: false });
    }
  }, [adding, fields, form, picked]);

  return picked;
}
