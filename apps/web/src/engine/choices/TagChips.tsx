import { Space, Tag } from 'antd';
import { tagIndex, useTagGroups } from './choices-api.ts';

/**
 * A tag chip in its group's colour: the colour tints it and draws its border; its text stays dark, as text in a light
 * colour chosen for a group may be unreadable.
 */
export const tagStyle = (color: string | undefined) => ({
  color: 'rgba(0, 0, 0, 0.88)',
  ...(color ? { borderColor: color } : {}),
});

/**
 * A record's tags as coloured chips (each tinted with its group's colour). Tags not in the cache yet show by the names the
 * record came with (`<key>_names`).
 */
export function TagChips({
  ids,
  names,
  wrap = true,
}: {
  ids: readonly number[];
  names?: string;
  /** false: one line (a list cell cuts it) */ wrap?: boolean;
}) {
  const { data } = useTagGroups();
  const index = tagIndex(data ?? []);
  const fallback = (names ?? '').split('、');
  return (
    <Space size={[4, 4]} wrap={wrap}>
      {ids.map((id, i) => {
        const tag = index.get(id);
        const name = tag?.name ?? fallback[i];
        if (!name) return null;
        return (
          <Tag
            key={id}
            color={tag?.color || undefined}
            title={tag ? `${tag.group}：${tag.name}` : name}
            style={{ marginInlineEnd: 0, ...tagStyle(tag?.color) }}
          >
            {name}
          </Tag>
        );
      })}
    </Space>
  );
}
