import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined, UndoOutlined } from '@ant-design/icons';
import { LIST_COLUMN_WIDTH } from '@suwork/domain/entities';
import { Button, Checkbox, Drawer, InputNumber, type TableColumnType } from 'antd';
import { useState } from 'react';
import { isColumnWidth, moveColumn, updateColumn, type ColumnSetting } from './column-settings.ts';
import styles from './list.module.css';

type Props<T> = {
  /** the table's columns as declared: their titles and default widths */
  columns: readonly TableColumnType<T>[];
  /** the field that names a record: always shown */
  titleKey: string;
  settings: readonly ColumnSetting[];
  /** the settings are the declared ones (恢复默认 has nothing to do) */
  atDefaults: boolean;
  onChange: (next: ColumnSetting[]) => void;
  onReset: () => void;
};

/**
 * 列设置 of a list: a drawer listing its columns — shown or hidden (the title column always shown), moved up and
 * down, their widths — and 恢复默认. Every change applies to the table at once.
 */
export function ColumnSettingsButton<T>({ columns, titleKey, settings, atDefaults, onChange, onReset }: Props<T>) {
  const [open, setOpen] = useState(false);
  const byKey = new Map(columns.map((c) => [c.key, c]));
  return (
    <>
      <Button
        icon={<SettingOutlined />}
        aria-label="列设置"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        列设置
      </Button>
      <Drawer
        open={open}
        title="列设置"
        size={400}
        onClose={() => setOpen(false)}
        footer={
          <Button icon={<UndoOutlined />} disabled={atDefaults} onClick={onReset}>
            恢复默认
          </Button>
        }
      >
        <p className={styles.columnHint}>
          勾选要显示的列，用上移、下移调整顺序，列宽 {LIST_COLUMN_WIDTH.min}–{LIST_COLUMN_WIDTH.max}{' '}
          像素。修改立即生效，并保存在您的账号中。
        </p>
        <ol className={styles.columnList} aria-label="列表的列">
          {settings.map((s, i) => {
            const col = byKey.get(s.key);
            if (!col) return null;
            const label = typeof col.title === 'string' ? col.title : s.key;
            const declared = typeof col.width === 'number' ? col.width : undefined;
            const isTitle = s.key === titleKey;
            return (
              <li key={s.key} className={styles.columnItem}>
                <Checkbox
                  className={styles.columnName}
                  checked={!s.hidden}
                  disabled={isTitle}
                  title={isTitle ? `「${label}」列始终显示` : undefined}
                  onChange={(e) => onChange(updateColumn(settings, s.key, { hidden: !e.target.checked }))}
                >
                  {label}
                </Checkbox>
                {isTitle && <span className={styles.columnNote}>始终显示</span>}
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={`上移「${label}」`}
                  disabled={i === 0}
                  onClick={() => onChange(moveColumn(settings, s.key, -1))}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={`下移「${label}」`}
                  disabled={i === settings.length - 1}
                  onClick={() => onChange(moveColumn(settings, s.key, 1))}
                />
                <InputNumber
                  className={styles.columnWidth}
                  size="small"
                  min={LIST_COLUMN_WIDTH.min}
                  max={LIST_COLUMN_WIDTH.max}
                  step={10}
                  precision={0}
                  suffix="px"
                  aria-label={`「${label}」列宽`}
                  value={s.width ?? declared}
                  // a width being typed (1, 15 …) waits until it is one the table can take
                  onChange={(v) =>
                    isColumnWidth(v) && onChange(updateColumn(settings, s.key, { width: v === declared ? null : v }))
                  }
                />
              </li>
            );
          })}
        </ol>
      </Drawer>
    </>
  );
}
