import { MSG } from '@suwork/domain';
import { DICTIONARIES, OPTION_DISABLED, OPTION_ENABLED } from '@suwork/domain/entities';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Menu, Space, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSubmissionKey } from '../../components/use-submission-key.ts';
import { usePermission } from '../../components/auth/Auth.tsx';
import { DICTIONARY_KEY, useDictionaries, type DictOption } from '../../engine/choices/choices-api.ts';
import { OptionFormDialog, type OptionValues } from './OptionFormDialog.tsx';
import { OtherSettings } from './OtherSettings.tsx';
import { moved, OPTION_NODE, optionApi } from './system-api.ts';
import styles from './system-styles.ts';
import { useWrite } from './use-write.ts';

/**
 * 选项配置: the dictionaries on the left, the chosen one's options on the right in their order, each with its
 * 启用 switch, 上移 / 下移 and 编辑. Options are never deleted: a retired one is disabled, so records holding it
 * still show its name.
 */
export function OptionConfigPage() {
  const can = usePermission();
  const editable = can(OPTION_NODE.edit);
  const write = useWrite(DICTIONARY_KEY);
  const dictionaries = useDictionaries();
  const [groupKey, setGroupKey] = useState(DICTIONARIES[0].key);
  const [dialog, setDialog] = useState<{ option?: DictOption }>();
  const submission = useSubmissionKey(dialog);
  const [busy, setBusy] = useState(false);
  const group = dictionaries.data?.get(groupKey);
  const title = DICTIONARIES.find((d) => d.key === groupKey)?.title ?? '';
  const options = group?.options ?? [];

  const run = async (call: () => Promise<{ msg: string }>) => {
    setBusy(true);
    const done = await write(call);
    setBusy(false);
    return done;
  };
  const save = (v: OptionValues) =>
    dialog?.option
      ? run(() => optionApi.update({ option_id: dialog.option!.option_id, label: v.label }))
      : run(() => submission.send((key) => optionApi.add({ group: groupKey, label: v.label, status: v.status }, key)));
  const move = (index: number, step: -1 | 1) =>
    run(() => optionApi.sort({ group: groupKey, option_ids: moved(options, index, step).map((o) => o.option_id) }));
  const setStatus = (o: DictOption, on: boolean) =>
    run(() => optionApi.setStatus({ option_id: o.option_id, status: on ? OPTION_ENABLED : OPTION_DISABLED }));

  const columns: TableColumnsType<DictOption> = [
    { title: '序号', key: 'n', width: 64, render: (_, __, i) => i + 1 },
    {
      title: '选项名称',
      dataIndex: 'label',
      render: (label: string, o) => (
        <Space size={6}>
          <span>{label}</span>
          {o.status === OPTION_DISABLED && <Tag>已停用</Tag>}
        </Space>
      ),
    },
    {
      title: '启用',
      key: 'status',
      width: 90,
      render: (_, o) => (
        <Switch
          size="small"
          aria-label={`启用 ${o.label}`}
          checked={o.status === OPTION_ENABLED}
          disabled={!editable || busy}
          onChange={(on) => void setStatus(o, on)}
        />
      ),
    },
  ];
  if (editable)
    columns.push({
      title: '操作',
      key: 'ops',
      width: 190,
      render: (_, o, i) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={`上移 ${o.label}`}
            disabled={busy || i === 0}
            onClick={() => void move(i, -1)}
          >
            上移
          </Button>
          <Button
            type="link"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={`下移 ${o.label}`}
            disabled={busy || i === options.length - 1}
            onClick={() => void move(i, 1)}
          >
            下移
          </Button>
          <Button type="link" size="small" aria-label={`编辑 ${o.label}`} onClick={() => setDialog({ option: o })}>
            编辑
          </Button>
        </Space>
      ),
    });

  return (
    <>
      <div className={styles.layout}>
        <section className={styles.panel} aria-label="选项分组">
          <div className={styles.panelHead}>
            <h3 className={styles.panelTitle}>选项分组</h3>
          </div>
          <Menu
            className={styles.groupMenu}
            mode="inline"
            selectedKeys={[groupKey]}
            onClick={({ key }) => setGroupKey(key)}
            items={DICTIONARIES.map((d) => {
              const n = dictionaries.data?.get(d.key)?.options.length;
              return { key: d.key, label: n === undefined ? d.title : `${d.title}（${n}）` };
            })}
          />
        </section>
        <section className={styles.panel} aria-label={`${title}的选项`}>
          <div className={styles.panelHead}>
            <h3 className={styles.panelTitle}>{title}</h3>
            {editable && (
              <Button type="primary" onClick={() => setDialog({})}>
                新建选项
              </Button>
            )}
          </div>
          <p className={styles.hint}>
            选项按此顺序出现在下拉框中。停用的选项不能再被选择，已使用它的记录仍显示其名称；选项不能删除，改名后所有记录显示新名称。
          </p>
          <Table<DictOption>
            rowKey="option_id"
            size="middle"
            columns={columns}
            dataSource={options}
            loading={dictionaries.isLoading}
            pagination={false}
            locale={{ emptyText: MSG.empty }}
          />
        </section>
      </div>
      <OtherSettings />
      {dialog && (
        <OptionFormDialog
          groupTitle={title}
          option={dialog.option}
          onSave={save}
          onClose={() => setDialog(undefined)}
        />
      )}
    </>
  );
}
