/** 启用 / 停用 of a role, an option or anything else switched on and off (1 and 2 on the server). */
export const ENABLED_OPTIONS = [
  { value: 1, label: '启用' },
  { value: 2, label: '停用' },
];
