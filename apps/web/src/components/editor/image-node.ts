import { mergeAttributes, Node } from '@tiptap/react';

/**
 * Images inside the text (`<img src>`): kept when stored HTML is edited, and inserted by the editor's
 * 插入图片 button. Only addresses the server's sanitiser accepts survive saving.
 */
export const ImageNode = Node.create({
  name: 'image',
  group: 'inline',
  inline: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      title: { default: null },
      width: { default: null },
      height: { default: null },
    };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
});
