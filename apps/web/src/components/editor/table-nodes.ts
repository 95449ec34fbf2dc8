import { goToNextCell, tableEditing } from '@tiptap/pm/tables';
import { Extension, mergeAttributes, Node, type JSONContent } from '@tiptap/react';

declare module '@tiptap/react' {
  interface Commands<ReturnType> {
    table: { insertTable: (size: { rows: number; cols: number; withHeaderRow: boolean }) => ReturnType };
  }
}

// prosemirror-tables finds the table parts by this schema field
const ROLES: Record<string, string> = {
  table: 'table',
  tableRow: 'row',
  tableCell: 'cell',
  tableHeader: 'header_cell',
};

const spanAttributes = () => ({
  colspan: { default: 1, parseHTML: (el: HTMLElement) => Number(el.getAttribute('colspan') ?? 1) },
  rowspan: { default: 1, parseHTML: (el: HTMLElement) => Number(el.getAttribute('rowspan') ?? 1) },
});

const TableCell = Node.create({
  name: 'tableCell',
  content: 'block+',
  isolating: true,
  addAttributes: spanAttributes,
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: ({ HTMLAttributes }) => ['td', mergeAttributes(HTMLAttributes), 0],
});

const TableHeader = Node.create({
  name: 'tableHeader',
  content: 'block+',
  isolating: true,
  addAttributes: spanAttributes,
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ HTMLAttributes }) => ['th', mergeAttributes(HTMLAttributes), 0],
});

const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: ({ HTMLAttributes }) => ['tr', mergeAttributes(HTMLAttributes), 0],
});

const cell = (type: 'tableCell' | 'tableHeader'): JSONContent => ({ type, content: [{ type: 'paragraph' }] });

const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: ({ HTMLAttributes }) => ['table', mergeAttributes(HTMLAttributes), ['tbody', 0]],
  addCommands() {
    return {
      insertTable:
        ({ rows, cols, withHeaderRow }) =>
        ({ commands }) =>
          commands.insertContent({
            type: 'table',
            content: Array.from({ length: rows }, (_, r) => ({
              type: 'tableRow',
              content: Array.from({ length: cols }, () => cell(r === 0 && withHeaderRow ? 'tableHeader' : 'tableCell')),
            })),
          }),
    };
  },
  addKeyboardShortcuts() {
    return {
      Tab: () => goToNextCell(1)(this.editor.state, this.editor.view.dispatch),
      'Shift-Tab': () => goToNextCell(-1)(this.editor.state, this.editor.view.dispatch),
    };
  },
  addProseMirrorPlugins: () => [tableEditing()],
});

const TableRoles = Extension.create({
  name: 'tableRoles',
  extendNodeSchema: (extension) => (ROLES[extension.name] ? { tableRole: ROLES[extension.name] } : {}),
});

/** Tables (表格): a header row and cells holding paragraphs; Tab moves to the next cell. */
export const TableNodes = [TableRoles, Table, TableRow, TableHeader, TableCell];
