// Reads of the administrator-edited choices: dictionaries (选项配置) and tags (标签管理), cached for every form,
// filter and list; the settings pages invalidate these keys after each change.
import { useQuery } from '@tanstack/react-query';
import type { OptionGroup, OptionView, Tag, TagGroup } from '@suwork/domain/contracts';
import { optionRoutes, tagRoutes } from '@suwork/domain/routes';
import { call } from '../../api/call.ts';

export type DictOption = OptionView;
export type DictGroup = OptionGroup;
export type { Tag, TagGroup };

export const DICTIONARY_KEY = ['choices', 'dictionaries'] as const;
export const TAGS_KEY = ['choices', 'tags'] as const;
const STALE = 5 * 60_000;

// silent: a form still works on the declared defaults when these cannot be read
export const choicesApi = {
  dictionaries: (signal?: AbortSignal) => call(optionRoutes.getAll, undefined, { signal, silent: true }),
  tags: (signal?: AbortSignal) => call(tagRoutes.getList, {}, { signal, silent: true }),
};

/** Every dictionary, by group key. */
export function useDictionaries() {
  return useQuery({
    queryKey: DICTIONARY_KEY,
    queryFn: ({ signal }) => choicesApi.dictionaries(signal),
    staleTime: STALE,
    select: (res) => new Map(res.data.map((g) => [g.group, g])),
  });
}

/** Every tag group with its tags, in order. */
export function useTagGroups() {
  return useQuery({
    queryKey: TAGS_KEY,
    queryFn: ({ signal }) => choicesApi.tags(signal),
    staleTime: STALE,
    select: (res) => res.data,
  });
}

/** A tag with its group's colour, by id. */
export type TagInfo = { name: string; color: string; group: string };
export const tagIndex = (groups: readonly TagGroup[]): ReadonlyMap<number, TagInfo> =>
  new Map(
    groups.flatMap((g) =>
      g.tags.map((t) => [t.tag_id, { name: t.tag_name, color: g.color, group: g.group_name }] as const),
    ),
  );
