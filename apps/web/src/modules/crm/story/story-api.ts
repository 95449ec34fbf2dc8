import type { customerStoryAnswers, DataOf } from '@suwork/domain/contracts';
import { customerStoryRoutes } from '@suwork/domain/routes';
import { call } from '../../../api/call.ts';

export type CustomerStory = DataOf<typeof customerStoryAnswers.story>;
export type StoryItem = CustomerStory['items'][number];
export type StorySummary = CustomerStory['summary'];

/** Under the customer's own cache key (['entity', 'customer', …]): an engine refresh of the customer reloads it. */
export const storyKeys = { story: (customerId: number) => ['entity', 'customer', 'story', customerId] };

export const storyApi = {
  /**
   * 客户全景: the customer's records across the modules, newest first, and what its contracts add up to. Quiet: the
   * tab shows its failure.
   */
  story: (customerId: number, { signal }: { signal?: AbortSignal } = {}) =>
    call(customerStoryRoutes.story, { id: customerId }, { signal, silent: true }),
};
