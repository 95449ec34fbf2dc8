import type { ChainedCommands } from '@tiptap/react';

/** A slash-menu entry: `run` changes the text at once; `ask` first opens a dialog (链接, 公式). */
export type SlashCommand = {
  key: string;
  label: string;
  run?: (chain: ChainedCommands) => ChainedCommands;
  ask?: 'link' | 'math';
};

/** How long the slash menu waits after the last key before filtering. */
export const SLASH_DEBOUNCE_MS = 500;

const heading = (level: 1 | 2 | 3 | 4 | 5): SlashCommand => ({
  key: `h${level}`,
  label: `标题${level}`,
  run: (c) => c.setNode('heading', { level }),
});

export const SLASH_COMMANDS: readonly SlashCommand[] = [
  heading(1),
  heading(2),
  heading(3),
  heading(4),
  heading(5),
  { key: 'bl', label: '无序列表', run: (c) => c.toggleBulletList() },
  { key: 'nu', label: '有序列表', run: (c) => c.toggleOrderedList() },
  { key: 'todo', label: '待办', run: (c) => c.toggleTaskList() },
  { key: 'quote', label: '引用', run: (c) => c.toggleBlockquote() },
  { key: 'table', label: '表格', run: (c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }) },
  { key: 'code', label: '代码块', run: (c) => c.toggleCodeBlock() },
  { key: 'link', label: '链接', ask: 'link' },
  { key: 'math', label: '公式', ask: 'math' },
];

/** Entries whose key starts with the typed text, or whose Chinese label contains it. */
export function matchSlashCommands(query: string): SlashCommand[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...SLASH_COMMANDS];
  return SLASH_COMMANDS.filter((c) => c.key.startsWith(q) || c.label.includes(q));
}
