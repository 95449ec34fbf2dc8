import { Cascader } from 'antd';
import { useEffect, useState } from 'react';
import { loadRegionOptions, toRegionPath, toRegionText, type RegionOption } from './region-options.ts';

type Props = {
  /** '广东省/深圳市/南山区', or a province, or province/city */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  /** any level may be picked (list filters match by prefix); otherwise a district is picked */
  changeOnSelect?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  id?: string;
  onBlur?: () => void;
};

const filter = (input: string, path: RegionOption[]) => path.some((o) => o.label.includes(input.trim()));

/**
 * 省 / 市 / 区 as a cascader whose value is the text '省/市/区'. The divisions load when it first shows;
 * typing searches every level. A stored value not in the list still shows as written.
 */
export function RegionCascader({
  value,
  onChange,
  changeOnSelect = false,
  placeholder = '请选择省 / 市 / 区',
  autoFocus,
  id,
  onBlur,
}: Props) {
  const [options, setOptions] = useState<RegionOption[]>();
  useEffect(() => {
    let live = true;
    loadRegionOptions().then(
      (o) => live && setOptions(o),
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <Cascader<RegionOption>
      id={id}
      autoFocus={autoFocus}
      options={options ?? []}
      loading={options === undefined}
      value={toRegionPath(value)}
      onChange={(path) => onChange?.(toRegionText(path as string[] | undefined))}
      onBlur={onBlur}
      changeOnSelect={changeOnSelect}
      showSearch={{ filter }}
      allowClear
      placeholder={placeholder}
      notFoundContent={options === undefined ? '加载中…' : '无匹配地区'}
      style={{ width: '100%' }}
    />
  );
}
