import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type CSSProperties, type ReactElement } from 'react';
import styles from './AntIcon.module.css';

// SVG attributes as React names them (fill-rule → fillRule)
const props = (attrs: AbstractNode['attrs']) =>
  Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), value]),
  );

const render = (node: AbstractNode, key: number): ReactElement =>
  createElement(node.tag, { key, ...props(node.attrs) }, node.children?.map(render));

type Props = { icon: IconDefinition; spin?: boolean; className?: string; style?: CSSProperties };

/**
 * An icon of antd's set with the markup and look of @ant-design/icons, without loading that library (its runtime
 * comes with antd's style engine). `icon` is an outlined or filled definition of @ant-design/icons-svg.
 */
export function AntIcon({ icon, spin = false, className, style }: Props) {
  const svg = icon.icon as AbstractNode;
  return (
    <span
      role="img"
      aria-label={icon.name}
      className={[styles.icon, spin && styles.spin, className].filter(Boolean).join(' ')}
      style={style}
    >
      {createElement(
        'svg',
        {
          ...props(svg.attrs),
          'data-icon': icon.name,
          width: '1em',
          height: '1em',
          fill: 'currentColor',
          'aria-hidden': 'true',
        },
        svg.children?.map(render),
      )}
    </span>
  );
}
