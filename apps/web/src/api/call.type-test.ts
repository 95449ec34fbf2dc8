// Compiled with the app (never imported): call(route, input) takes the route's request and answers its data. Each
// expected error below proves a misspelling fails tsc.
import { authRoutes, tagRoutes } from '@suwork/domain/routes';
import { call } from './call.ts';

export async function calls() {
  const added = await call(tagRoutes.add, { group_id: 1, tag_name: '重点' });
  const id: number = added.data.tag_id;
  // @ts-expect-error a misspelt path of the input
  await call(tagRoutes.add, { group_id: 1, tag_nam: '重点' });
  // @ts-expect-error the input a route requires
  await call(tagRoutes.add);
  const signedIn = await call(authRoutes.login, { username: 'a', password: 'b' });
  // @ts-expect-error a misspelt field of the answer
  const token: string = signedIn.data.tokn;
  const groups = await call(tagRoutes.getList);
  return [id, token, groups.data[0]?.tags[0]?.tag_name];
}
