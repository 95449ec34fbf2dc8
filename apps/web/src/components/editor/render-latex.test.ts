import { describe, expect, it } from 'vitest';
import { expectConsoleWarn } from '../../test/console-guard.ts';
import { renderLatex } from './render-latex.ts';

describe('formulas', () => {
  it('draw links, images and HTML attributes in a formula as text, never as the page elements they ask for', async () => {
    const target = document.createElement('span');
    // KaTeX (strict: 'warn') notes the \html… commands, which are not LaTeX, on the console
    expectConsoleWarn(/LaTeX-incompatible input and strict mode is set to 'warn'/);
    await renderLatex(
      '\\frac{1}{2}\\href{javascript:alert(1)}{x}\\url{https://example.com}\\htmlClass{evil}{y}\\htmlId{login}{z}\\htmlData{x=1}{w}\\includegraphics{https://example.com/a.png}',
      target,
    );
    expect(target.querySelector('.katex')).not.toBeNull();
    expect(target.querySelector('a, img, .evil, #login')).toBeNull();
    expect(target.querySelector('[href], [src], [data-x]')).toBeNull();
  });
});
