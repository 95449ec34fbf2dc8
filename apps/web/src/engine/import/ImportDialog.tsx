import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Table, Upload } from 'antd';
import { useState } from 'react';
import { openInNewTab } from '../../components/ExportButton.tsx';
import type { EntityApi, ImportCheck } from '../entity-api.ts';
import styles from './import.module.css';

type Props = {
  title: string;
  api: Pick<EntityApi, 'importTemplate' | 'importFile'>;
  onClose: () => void;
  /** after a successful import */
  onImported: () => void;
};

/** Errors listed in the dialog; the report holds them all. */
export const ERRORS_SHOWN = 10;
const ACCEPT = '.xlsx';

/**
 * 导入: 下载模板, pick an .xlsx, 校验 (nothing written: totals, the first errors, the error report), then
 * 导入 — enabled only after a check without errors. Another file starts over.
 */
export function ImportDialog({ title, api, onClose, onImported }: Props) {
  const { message } = App.useApp();
  const [file, setFile] = useState<File>();
  const [check, setCheck] = useState<ImportCheck>();
  const [busy, setBusy] = useState<'template' | 'check' | 'commit'>();

  const run = async <T,>(kind: 'template' | 'check' | 'commit', work: () => Promise<T>): Promise<T | undefined> => {
    setBusy(kind);
    try {
      return await work();
    } catch {
      return undefined; // shown by the HTTP client
    } finally {
      setBusy(undefined);
    }
  };

  const template = () =>
    run('template', async () => {
      const res = await api.importTemplate();
      if (res.data?.url) openInNewTab(res.data.url);
    });
  const validate = () =>
    file &&
    run('check', async () => {
      setCheck((await api.importFile(file, 'check')).data);
    });
  const commit = () =>
    file &&
    run('commit', async () => {
      const { created, updated } = (await api.importFile(file, 'commit')).data;
      message.success(`导入成功：新增 ${created} 条，更新 ${updated} 条`);
      onImported();
      onClose();
    });

  const canCommit = check !== undefined && check.invalid === 0 && check.total > 0;

  return (
    <Modal
      open
      title={`导入${title}`}
      width={640}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="check" disabled={!file} loading={busy === 'check'} onClick={() => void validate()}>
          校验
        </Button>,
        <Button
          key="commit"
          type="primary"
          disabled={!canCommit}
          loading={busy === 'commit'}
          onClick={() => void commit()}
        >
          导入
        </Button>,
      ]}
    >
      <ol className={styles.steps}>
        <li>
          <span className={styles.stepText}>下载模板，按模板填写数据（带 * 的列必填）</span>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            loading={busy === 'template'}
            onClick={() => void template()}
          >
            下载模板
          </Button>
        </li>
        <li>
          <span className={styles.stepText}>选择填好的 Excel 文件（.xlsx），先校验，无错误后导入</span>
        </li>
      </ol>
      <Upload.Dragger
        accept={ACCEPT}
        maxCount={1}
        fileList={file ? [{ uid: 'import', name: file.name, status: 'done' }] : []}
        beforeUpload={(f) => {
          if (!f.name.toLowerCase().endsWith(ACCEPT)) {
            message.warning('请选择 .xlsx 格式的 Excel 文件');
            return Upload.LIST_IGNORE;
          }
          setFile(f);
          setCheck(undefined);
          return false;
        }}
        onRemove={() => {
          setFile(undefined);
          setCheck(undefined);
        }}
      >
        <p className={styles.dragIcon}>
          <InboxOutlined />
        </p>
        <p>点击或拖拽文件到此处</p>
      </Upload.Dragger>
      {check && (
        <div className={styles.result} aria-label="校验结果">
          <Alert
            type={check.invalid > 0 ? 'error' : check.total > 0 ? 'success' : 'warning'}
            showIcon
            title={
              check.total === 0
                ? '文件中没有数据'
                : check.invalid > 0
                  ? `共 ${check.total} 行，有效 ${check.valid} 行，错误 ${check.invalid} 行，请修正后重新校验`
                  : `共 ${check.total} 行，全部有效，可以导入`
            }
            action={
              check.report_url ? (
                <Button size="small" type="link" onClick={() => openInNewTab(check.report_url ?? '')}>
                  下载错误报告
                </Button>
              ) : undefined
            }
          />
          {check.errors.length > 0 && (
            <Table
              className={styles.errors}
              size="small"
              rowKey={(e) => `${e.row}-${e.message}`}
              pagination={false}
              dataSource={check.errors.slice(0, ERRORS_SHOWN)}
              columns={[
                { key: 'row', dataIndex: 'row', title: '行号', width: 70 },
                { key: 'message', dataIndex: 'message', title: '错误信息' },
              ]}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
