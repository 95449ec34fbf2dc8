import { OPTION_DISABLED, type Field } from '@suwork/domain/entities';
import type { DictGroup } from './choices/choices-api.ts';

export type ChoiceOption = { value: number; label: string; disabled?: boolean };

/** 'input': a disabled option stays visible (records may hold it) but cannot be picked; 'filter': it can, to find those records. */
export type ChoicePurpose = 'input' | 'filter';

/**
 * The choices of an enum field: a dictionary field's current options in their order (once loaded), otherwise the
 * declared ones in value order.
 */
export function enumOptions(field: Field, dictionary?: DictGroup, purpose: ChoicePurpose = 'input'): ChoiceOption[] {
  if (field.dict && dictionary)
    return dictionary.options.map((o) =>
      o.status === OPTION_DISABLED
        ? { value: o.value, label: `${o.label}（已停用）`, disabled: purpose === 'input' }
        : { value: o.value, label: o.label },
    );
  return Object.entries(field.options ?? {})
    .map(([value, label]) => ({ value: Number(value), label }))
    .sort((a, b) => a.value - b.value);
}
