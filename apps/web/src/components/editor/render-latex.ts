// KaTeX (script, styles, fonts) loads with the first formula, not with every rich-text field.
let katex: Promise<typeof import('katex').default> | undefined;
const loadKatex = () =>
  (katex ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(([m]) => m.default));

/**
 * Draws a LaTeX formula into `target`; a formula KaTeX cannot read shows as 公式有误 with its text.
 * Resolves to false then. While KaTeX loads the target shows the LaTeX itself.
 */
export async function renderLatex(latex: string, target: HTMLElement, displayMode = false): Promise<boolean> {
  target.dataset.drawing = latex;
  if (!target.hasChildNodes()) target.textContent = latex;
  const k = await loadKatex();
  // a newer formula was asked for meanwhile
  if (target.dataset.drawing !== latex) return true;
  try {
    // never trusted: \href, \includegraphics and \html… are not drawn as links, images or attributes
    k.render(latex, target, { throwOnError: true, displayMode, trust: false });
    return true;
  } catch {
    target.textContent = `公式有误：${latex}`;
    return false;
  }
}
