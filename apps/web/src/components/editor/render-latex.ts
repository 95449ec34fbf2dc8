import katex from 'katex';

/** Draws a LaTeX formula into `target`; a formula KaTeX cannot read shows as 公式有误 with its text. */
export function renderLatex(latex: string, target: HTMLElement, displayMode = false): boolean {
  try {
    katex.render(latex, target, { throwOnError: true, displayMode });
    return true;
  } catch {
    target.textContent = `公式有误：${latex}`;
    return false;
  }
}
