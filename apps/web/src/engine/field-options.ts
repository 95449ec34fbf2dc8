import type { Field } from '@suwork/domain/entities';

export type ChoiceOption = { value: number; label: string };

/** The choices of an enum field, in value order. */
export const enumOptions = (field: Field): ChoiceOption[] =>
  Object.entries(field.options ?? {})
    .map(([value, label]) => ({ value: Number(value), label }))
    .sort((a, b) => a.value - b.value);
