// Compiled with the domain (never imported): each @ts-expect-error proves a misspelling fails tsc.
import { z } from 'zod';
import { okBody } from '../contracts/envelope.ts';
import type { NodeName } from '../nodes/index.ts';
import { route, type AnswerData, type InputOf } from './route.ts';
import { tagRoutes } from './tags.ts';

export const held: NodeName = 'system_tagList_add';
// @ts-expect-error a node the tree does not declare
export const misspeltNode: NodeName = 'system_tagLst_add';

export const declared = route({
  method: 'POST',
  path: '/api/Tag/x',
  auth: { node: 'system_tagList_edit' },
  body: z.strictObject({ tag_id: z.number() }),
  answer: okBody(z.null()),
});
export const undeclared = route({
  method: 'POST',
  path: '/api/Tag/x',
  // @ts-expect-error a route needing a node the tree does not declare
  auth: { node: 'system_tagList_edt' },
  answer: okBody(z.null()),
});
export const getWithBody = route({
  // @ts-expect-error a GET takes its input from the query string, never a body
  method: 'GET',
  path: '/api/Tag/x',
  auth: 'signedIn',
  body: z.strictObject({}),
  answer: okBody(z.null()),
});

export const input: InputOf<typeof tagRoutes.add> = { group_id: 1, tag_name: '重点' };
// @ts-expect-error a misspelt field of the request
export const misspeltInput: InputOf<typeof tagRoutes.add> = { group_id: 1, tag_nam: '重点' };

declare const answer: AnswerData<typeof tagRoutes.add>;
export const id: number = answer.tag_id;
// @ts-expect-error a misspelt field of the answer
export const misspeltAnswer: number = answer.tagid;

export const upload = route({
  method: 'POST',
  path: '/api/Upload/x',
  auth: 'signedIn',
  form: z.object({ file: z.file() }),
  answer: okBody(z.null()),
});
declare const picked: File;
export const formInput: InputOf<typeof upload> = { file: picked };
// @ts-expect-error a misspelt field of a form
export const misspeltForm: InputOf<typeof upload> = { fil: picked };
