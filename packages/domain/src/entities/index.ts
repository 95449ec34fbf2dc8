// Entity declarations: imported through '@suwork/domain/entities' so the sign-in page never loads them.
import { clueEntity, contactEntity, customerEntity } from './crm.ts';
import type { EntityDef } from './define.ts';

export * from './define.ts';
export * from './options.ts';
export { clueEntity, contactEntity, customerEntity };

export const ENTITIES: readonly EntityDef[] = [customerEntity, contactEntity, clueEntity];

export const ENTITY_BY_KEY: ReadonlyMap<string, EntityDef> = new Map(ENTITIES.map((e) => [e.key, e]));

export function entityByKey(key: string): EntityDef {
  const e = ENTITY_BY_KEY.get(key);
  if (!e) throw new Error(`unknown entity ${key}`);
  return e;
}
