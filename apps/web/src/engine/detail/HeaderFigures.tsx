import type { EntityDef, Field } from '@suwork/domain/entities';
import { Tag } from 'antd';
import type { EntityRow } from '../entity-api.ts';
import { displayText, EMPTY_TEXT } from '../field-model.ts';
import { statusTone } from '../list/status-tone.ts';
import styles from './detail.module.css';

/** The fields a record's header shows as its key figures (EntityDef.figures), in the declared order. */
export const headerFigures = (def: Pick<EntityDef, 'fields' | 'figures'>): Field[] =>
  (def.figures ?? []).flatMap((key) => def.fields.find((f) => f.key === key) ?? []);

/** A record's key figures, large under its name: amounts as numbers, a state as a coloured tag. */
export function HeaderFigures({ def, row }: { def: EntityDef; row: EntityRow }) {
  const figures = headerFigures(def);
  if (figures.length === 0) return null;
  return (
    <div role="group" aria-label="关键数据">
      <dl className={styles.figures}>
        {figures.map((f) => {
          const text = displayText(f, row);
          return (
            <div key={f.key} className={styles.figure}>
              <dt>{f.label}</dt>
              <dd>
                {f.type === 'enum' && text ? (
                  <Tag className={styles.figureTag} color={statusTone(text)}>
                    {text}
                  </Tag>
                ) : (
                  <span className={styles.figureValue}>{text || EMPTY_TEXT}</span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
