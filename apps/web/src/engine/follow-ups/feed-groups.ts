import type { FollowFeedPage, FollowRecord } from './follow-api.ts';

export type FeedGroup = { day: string; records: FollowRecord[] };

/**
 * The loaded pages as one list of day groups, in the server's order (newest first). A day cut by a page
 * boundary continues in the same group; a record seen twice (the feed moved while scrolling) shows once.
 */
export function groupFeed(pages: readonly FollowFeedPage[]): FeedGroup[] {
  const groups: FeedGroup[] = [];
  const seen = new Set<number>();
  for (const page of pages) {
    for (const [day, records] of Object.entries(page ?? {})) {
      const fresh = records.filter((r) => !seen.has(r.id));
      fresh.forEach((r) => seen.add(r.id));
      if (fresh.length === 0) continue;
      const last = groups.at(-1);
      if (last?.day === day) last.records.push(...fresh);
      else groups.push({ day, records: [...fresh] });
    }
  }
  return groups;
}
