import type { StaffOption } from '@suwork/domain/contracts';

/** A member as pickers offer them. */
export const staffOption = (u: { user_id: number; user_name: string }): StaffOption => ({
  value: u.user_id,
  label: u.user_name,
  user_id: u.user_id,
});
