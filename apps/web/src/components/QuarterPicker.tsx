import { CalendarOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { quarterMonths } from '../lib/dates.ts';
import styles from './QuarterPicker.module.css';

export type QuarterValue = { year: number; quarter: number };

type Props = {
  value?: QuarterValue;
  onChange?: (value: QuarterValue) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
};

/** The panel closes this long after the picker loses focus (spec §9). */
export const QUARTER_PANEL_CLOSE_MS = 300;

const QUARTER_NAMES = ['第一季度', '第二季度', '第三季度', '第四季度'] as const;

export const quarterLabel = (v: QuarterValue): string => `${v.year}年 ${QUARTER_NAMES[v.quarter - 1] ?? ''}`;

/** A quarter picker: a year switch and the four quarters; closes 300 ms after the focus leaves it. */
export function QuarterPicker({ value, onChange, placeholder = '请选择季度', disabled, id }: Props) {
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(() => value?.year ?? new Date().getFullYear());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    if (disabled) return;
    if (!open) setYear(value?.year ?? new Date().getFullYear());
    setOpen(true);
  };
  const closeSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), QUARTER_PANEL_CLOSE_MS);
  };
  const pick = (quarter: number) => {
    clearTimeout(timer.current);
    onChange?.({ year, quarter });
    setOpen(false);
  };

  return (
    <div className={styles.picker} onFocus={show} onBlur={closeSoon}>
      <Input
        id={id}
        readOnly
        disabled={disabled}
        value={value ? quarterLabel(value) : ''}
        placeholder={placeholder}
        suffix={<CalendarOutlined className={styles.icon} />}
        onClick={show}
      />
      {open && (
        <div className={styles.panel} role="dialog" aria-label="选择季度" onMouseDown={(e) => e.preventDefault()}>
          <div className={styles.head}>
            <Button
              type="text"
              size="small"
              icon={<LeftOutlined />}
              aria-label="上一年"
              onClick={() => setYear((y) => y - 1)}
            />
            <span className={styles.year}>{year}年</span>
            <Button
              type="text"
              size="small"
              icon={<RightOutlined />}
              aria-label="下一年"
              onClick={() => setYear((y) => y + 1)}
            />
          </div>
          <div className={styles.grid}>
            {QUARTER_NAMES.map((name, i) => {
              const q = i + 1;
              const [first, last] = quarterMonths(q);
              const active = value?.year === year && value.quarter === q;
              return (
                <Button
                  key={name}
                  type={active ? 'primary' : 'default'}
                  className={styles.quarter}
                  onClick={() => pick(q)}
                  title={`${first}-${last}月`}
                >
                  {name}
                </Button>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
