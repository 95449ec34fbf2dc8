import type { ProductLine } from '../product-lines.ts';
import type { Field, FieldType } from './define.ts';

// The types of an entity's records, derived from its declaration (defineEntity keeps field keys and types as
// literals): code working on records names their columns, and a misspelt one fails to compile.

type TextType = 'text' | 'longText' | 'richText' | 'phone' | 'email' | 'region';

/**
 * What a column of a field of this type holds as the server reads it (the server's table.ts columnFor): text is
 * never null (stored '' when empty), money and percent are decimal text, a date is YYYY-MM-DD, a time a Date, and
 * id lists are never null.
 */
export type ValueOfType<T extends FieldType> = T extends TextType
  ? string
  : T extends 'integer' | 'enum' | 'reference' | 'member' | 'department'
    ? number | null
    : T extends 'money' | 'percent' | 'date'
      ? string | null
      : T extends 'datetime'
        ? Date | null
        : T extends 'members' | 'references' | 'tags' | 'attachments'
          ? number[]
          : T extends 'lines'
            ? ProductLine[]
            : T extends 'rows'
              ? Record<string, unknown>[]
              : never;

/** What RowOf needs of a declaration. */
export type RowDecl = { readonly fields: readonly Field[]; readonly owned: boolean };

/** The declared fields of a record, by key (any key of a declaration whose keys are not known). */
export type FieldsRowOf<D extends RowDecl> = string extends D['fields'][number]['key']
  ? Record<string, unknown>
  : { [F in D['fields'][number] as F['key']]: ValueOfType<F['type']> };

/** The columns every entity table has besides its fields; the owner's only when records are owned. */
export type SystemRowOf<D extends RowDecl> = {
  id: number;
  create_user_id: number;
  create_time: Date;
  update_time: Date;
} & ([D['owned']] extends [true]
  ? { owner_user_id: number; dept_id: number }
  : [D['owned']] extends [false]
    ? unknown
    : { owner_user_id?: number; dept_id?: number });

/** A record of the entity as the server reads it from its table (`select()`, a hook's `before`). */
export type RowOf<D extends RowDecl> = FieldsRowOf<D> & SystemRowOf<D>;

/** What the API shows of a value: times as text in the company zone (toApiRow). */
type ApiValue<V> = V extends Date ? string : V;

/** The declared and system columns of a record as the API shows them. */
export type ApiFieldsOf<D extends RowDecl> = { [K in keyof RowOf<D>]: ApiValue<RowOf<D>[K]> };

/**
 * A record as the service's info() gives it: times as text, and the names read beside it (`<key>_name`,
 * `<key>_names`, `<key>_files`, owner_user_name …) unknown until checked.
 */

export type ApiRowOf<D extends RowDecl> = ApiFieldsOf<D> & {
  readonly [name: `${string}_name` | `${string}_names` | `${string}_files`]: unknown;
};
