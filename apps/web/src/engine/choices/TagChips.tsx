import { Space, Tag } from 'antd';
import { tagIndex, useTagGroups } from './choices-api.ts';

/**
 * A record's tags as coloured chips (each in its group's colour). Tags not in the cache yet show by the names the
 * record came with (`<key>_names`).
 */
export function TagChips({ ids, names }: { ids: readonly number[]; names?: string }) {
  const { data } = useTagGroups();
  const index = tagIndex(data ?? []);
  const fallback = (names ?? '').split('、');
  return (
    <Space size={[4, 4]} wrap>
      {ids.map((id, i) => {
        const tag = index.get(id);
        const name = tag?.name ?? fallback[i];
        if (!name) return null;
        return (
          <Tag key={id} color={tag?.color || undefined} title={tag ? `${tag.group}：${tag.name}` : name} style={{ marginInlineEnd: 0 }}>
            {name}
          </Tag>
        );
      })}
    </Space>
  );
}
