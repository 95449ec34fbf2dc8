import panels from './panels.module.css';

const SHARED = ['layout', 'panel', 'panelHead', 'panelTitle'] as const;

/**
 * A settings module's classes with the two-panel classes of panels.module.css added under the same names (its own
 * rule of one of those names, such as a narrower layout, applies on top). Used instead of CSS `composes … from`
 * another file, which the build inlines without saying which file the rules came from (and warns about it).
 */
export function withPanels(own: CSSModuleClasses): CSSModuleClasses {
  const out: Record<string, string> = { ...own };
  for (const name of SHARED) out[name] = own[name] ? `${panels[name]} ${own[name]}` : panels[name];
  return out;
}
