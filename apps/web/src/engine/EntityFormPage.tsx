import { MSG, nodeOf } from '@suwork/domain';
import type { EntityDef } from '@suwork/domain/entities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePermission } from '../components/auth/Auth.tsx';
import { PageSpin } from '../components/PageSpin.tsx';
import { useSubmissionKey } from '../components/use-submission-key.ts';
import { useAddDefaults } from './form/use-add-defaults.ts';
import { entityApi, type CellValue, type EntityRow } from './entity-api.ts';
import { viewDef, viewKey, type EntityView } from './entity-view.ts';
import type { EntityExtension } from './extensions.ts';
import { isFormField } from './field-model.ts';
import { EntityForm } from './form/EntityForm.tsx';
import { addPayload, changedPayload, initialFormValues, type FormValues } from './form/form-values.ts';
import { showFieldError } from './form/server-field-error.ts';
import { REPLACES_TAB } from '../components/tabs/replaces-tab.ts';
import { RecordMissing } from './RecordMissing.tsx';
import { routePath } from './route-paths.ts';
import styles from './form/form.module.css';
import { useGoBack } from '../components/use-go-back.ts';

type Props = {
  entity: EntityDef;
  mode: 'add' | 'edit';
  /** 'pool': a record of the entity's public pool (its controller, node and routes) */
  view?: EntityView;
  /** what a module adds: the add page's `addDefaults` */
  extension?: EntityExtension;
};

/**
 * The add or edit page of an entity (or of its pool); edit loads the record named by the query `id`, add the
 * values the extension's `addDefaults` takes from the record its query names.
 */
export function EntityFormPage({ entity, mode, view = 'owned', extension }: Props) {
  const def = useMemo(() => viewDef(entity, view), [entity, view]);
  const can = usePermission();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const editing = mode === 'edit';
  const { data, isLoading, error } = useQuery({
    queryKey: viewKey(def, view, 'info', id),
    queryFn: ({ signal }) => entityApi(def).info(id, { signal }),
    enabled: editing && id !== '',
  });
  const defaults = useAddDefaults(entity.key, editing ? undefined : extension?.addDefaults, search);

  if (editing && (id === '' || error)) return <RecordMissing error={error} listRoute={def.routes.list} />;
  if (editing && (isLoading || !data)) return <PageSpin />;
  if (defaults.loading) return <PageSpin />;
  // Adding an own record checks its declared fields for duplicates (the check lives under the entity's own node).
  const info = entity.routes.info;
  const duplicateCheck =
    !editing && view === 'owned' && entity.features.duplicateCheck?.length && can(nodeOf(entity.node))
      ? { def: entity, infoPath: info ? (recordId: number) => routePath(info, { id: recordId }) : undefined }
      : undefined;
  return (
    <FormBody
      key={id}
      def={def}
      row={editing ? data?.data : undefined}
      query={editing ? undefined : search}
      defaults={defaults.values}
      duplicateCheck={duplicateCheck}
      widgets={extension?.fieldWidgets}
    />
  );
}

type BodyProps = {
  def: EntityDef;
  row?: EntityRow;
  query?: URLSearchParams;
  defaults?: Readonly<Record<string, CellValue>>;
  duplicateCheck?: { def: EntityDef; infoPath?: (id: number) => string };
  widgets?: EntityExtension['fieldWidgets'];
};

function FormBody({ def, row, query, defaults, duplicateCheck, widgets }: BodyProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<FormValues>();
  const submission = useSubmissionKey();
  const fields = useMemo(() => def.fields.filter(isFormField), [def]);
  const initial = useMemo(() => initialFormValues(fields, row, query, defaults), [fields, row, query, defaults]);

  const done = (id: number) => {
    const { info, list } = def.routes;
    // replace: going back from the detail page leads to where the form was opened from; the form's work tab
    // becomes the record's
    const to = info ? routePath(info, { id }) : routePath(list);
    void navigate(to, { replace: true, state: REPLACES_TAB });
  };

  const submit = async (values: FormValues) => {
    const api = entityApi(def);
    if (row) {
      const changed = changedPayload(fields, initial, values);
      if (Object.keys(changed).length === 0) return done(row.id);
    }
    setSaving(true);
    try {
      const res = row
        ? await api.update(row.id, changedPayload(fields, initial, values))
        : await submission.send((key) => api.add(addPayload(fields, values), key));
      message.success(res.msg || MSG.ok);
      await queryClient.invalidateQueries({ queryKey: ['entity', def.key] });
      done(res.data?.id ?? row?.id ?? 0);
    } catch (e) {
      // The HTTP client has shown the server's message, and it is shown at the field it is about; the form keeps what was typed.
      showFieldError(
        form,
        fields.map((f) => f.key),
        e,
      );
    } finally {
      setSaving(false);
    }
  };

  const cancel = useGoBack(routePath(def.routes.list));

  return (
    <div className={styles.page}>
      <EntityForm
        form={form}
        def={def}
        initialValues={initial}
        row={row}
        names={defaults}
        saving={saving}
        onSubmit={submit}
        onCancel={cancel}
        duplicateCheck={duplicateCheck}
        widgets={widgets}
      />
    </div>
  );
}
