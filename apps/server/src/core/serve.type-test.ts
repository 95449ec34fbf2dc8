// Compiled with the server (never imported): a handler served from a route object reads the route's request and
// must answer its answer; each @ts-expect-error proves a misspelling fails tsc.
import { tagRoutes } from '@suwork/domain/routes';
import { ok } from './envelope.ts';
import { serve } from './serve.ts';
import type { App } from './types.ts';

export function served(app: App) {
  serve(app, tagRoutes.add, async (req) => ok({ tag_id: req.body.group_id }));
  // @ts-expect-error a misspelt field of the request
  serve(app, tagRoutes.add, async (req) => ok({ tag_id: req.body.group_idd }));
  // @ts-expect-error a misspelt field of the answer
  serve(app, tagRoutes.add, async () => ok({ tagid: 1 }));
}
