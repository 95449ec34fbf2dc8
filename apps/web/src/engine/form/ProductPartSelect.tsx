import { moneyText } from '@suwork/domain';
import { entityByKey } from '@suwork/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useState } from 'react';
import { entityApi, type EntityRow } from '../entity-api.ts';
import { ON_SALE, type ProductPart } from './product-line-values.ts';

const PARTS = {
  spec: { entity: 'productSpec', nameKey: 'spec_name', title: '规格' },
  module: { entity: 'productModule', nameKey: 'module_name', title: '模块' },
} as const;

/** A product has a handful of specs and modules; more than this is not offered. */
const PARTS_MAX = 50;

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

type Props = {
  kind: keyof typeof PARTS;
  productId: number;
  value: number | null | undefined;
  /** the name the line holds for its value (it may be off sale now, so not among the options) */
  valueName: string | undefined;
  /** 第1行 … */
  rowLabel: string;
  onChange: (part: ProductPart | undefined) => void;
};

/** The on-sale specs or modules of a product, loaded when the select is first opened. */
export function ProductPartSelect({ kind, productId, value, valueName, rowLabel, onChange }: Props) {
  const part = PARTS[kind];
  const [wanted, setWanted] = useState(false);
  const { data: parts = [], isFetching } = useQuery({
    queryKey: ['entity', part.entity, 'ofProduct', productId],
    queryFn: ({ signal }) =>
      entityApi(entityByKey(part.entity)).list(
        { product_id: productId, status: ON_SALE, page: 1, limit: PARTS_MAX },
        { signal },
      ),
    enabled: wanted,
    staleTime: 60_000,
    select: (res): ProductPart[] =>
      res.data.map((r: EntityRow) => ({
        id: r.id,
        name: text(r[part.nameKey]),
        price: moneyText(text(r.price) || 0),
        unit: text(r.unit),
      })),
  });
  const options = parts.map((p) => ({ value: p.id, label: p.name }));
  if (value && !parts.some((p) => p.id === value)) options.unshift({ value, label: valueName || `#${value}` });

  return (
    <Select<number>
      size="small"
      allowClear
      aria-label={`${rowLabel}${part.title}`}
      placeholder={`选择${part.title}`}
      value={value ?? undefined}
      options={options}
      onOpenChange={(open) => open && setWanted(true)}
      onFocus={() => setWanted(true)}
      notFoundContent={isFetching ? <Spin size="small" /> : `该产品没有在售${part.title}`}
      onChange={(id) => onChange(parts.find((p) => p.id === id))}
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
    />
  );
}
