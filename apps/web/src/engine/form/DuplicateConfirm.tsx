import { Modal } from 'antd';
import type { DuplicateMatch } from '../entity-api.ts';
import { DuplicateList } from './DuplicateHint.tsx';
import styles from './form.module.css';

type Props = {
  matches: readonly DuplicateMatch[];
  infoPath?: (id: number) => string;
  onSave: () => void;
  onCancel: () => void;
};

/** 仍然保存？: saving would add a record like ones already there; lists them and saves only when told to. */
export function DuplicateConfirm({ matches, infoPath, onSave, onCancel }: Props) {
  return (
    <Modal open title="仍然保存？" okText="仍然保存" cancelText="取消" onOk={onSave} onCancel={onCancel}>
      <div className={styles.duplicateConfirm}>
        <p>已存在 {matches.length} 条相同的记录，保存后将再新增一条：</p>
        <DuplicateList matches={matches} infoPath={infoPath} />
      </div>
    </Modal>
  );
}
