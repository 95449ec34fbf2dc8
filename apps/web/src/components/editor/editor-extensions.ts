import { TaskItem, TaskList } from '@tiptap/extension-list';
import Placeholder from '@tiptap/extension-placeholder';
import StarterKit from '@tiptap/starter-kit';
import { ImageNode } from './image-node.ts';
import { MathNode } from './math-node.ts';
import { SlashCommandExtension } from './slash-command-extension.ts';
import { TableNodes } from './table-nodes.ts';

type SlashOptions = Parameters<typeof SlashCommandExtension.configure>[0];

/** Everything the editor understands: formatting, headings 1–5, lists and 待办, tables, code, links, images, formulas, the slash menu. */
export const editorExtensions = (placeholder: string, slash: SlashOptions) => [
  StarterKit.configure({ link: { openOnClick: false, protocols: ['mailto'] }, heading: { levels: [1, 2, 3, 4, 5] } }),
  Placeholder.configure({ placeholder }),
  ImageNode,
  TaskList,
  TaskItem.configure({ nested: true }),
  ...TableNodes,
  MathNode,
  SlashCommandExtension.configure(slash),
];
