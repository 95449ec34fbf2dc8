import { mergeAttributes, Node } from '@tiptap/react';
import { renderLatex } from './render-latex.ts';
import styles from './RichTextEditor.module.css';

declare module '@tiptap/react' {
  interface Commands<ReturnType> {
    math: { insertMath: (latex: string) => ReturnType };
  }
}

/**
 * A formula (公式) inside the text, stored as `<span data-type="math" data-latex="…">latex</span>` so it
 * survives sanitising and still reads as its LaTeX where KaTeX is not loaded; the editor draws it with KaTeX.
 */
export const MathNode = Node.create({
  name: 'math',
  group: 'inline',
  inline: true,
  atom: true,
  addAttributes() {
    return {
      latex: {
        default: '',
        parseHTML: (el) => el.getAttribute('data-latex') ?? el.textContent ?? '',
        renderHTML: (a) => ({ 'data-latex': a.latex }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-type="math"]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes, { 'data-type': 'math' }), String(node.attrs.latex)];
  },
  addCommands() {
    return {
      insertMath:
        (latex) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { latex } }),
    };
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('span');
      dom.setAttribute('data-type', 'math');
      const draw = (latex: string) =>
        void renderLatex(latex, dom).then((ok) => dom.classList.toggle(styles.mathError, !ok));
      draw(String(node.attrs.latex));
      return {
        dom,
        update: (next) => {
          if (next.type !== node.type) return false;
          draw(String(next.attrs.latex));
          return true;
        },
      };
    };
  },
});
