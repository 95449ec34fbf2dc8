import { sessionApi, type NodeResult, type UserInfo } from '../../api/session-api.ts';

type Early = { nodes?: Promise<NodeResult>; user?: Promise<UserInfo> };
let early: Early = {};

/**
 * Asks for the member and their node list as the page starts, while the shell's code is still loading; the
 * session gate takes these answers instead of asking again once it renders.
 */
export function askSessionEarly(): void {
  early = { nodes: sessionApi.nodes().then((r) => r.data), user: sessionApi.userInfo().then((r) => r.data) };
  // a failure is handled where the answer is taken (and by the HTTP client); not an unhandled rejection meanwhile
  for (const answer of Object.values(early)) answer.catch(() => undefined);
}

/** The answer asked for early, once; later loads (a refresh after a permission change) ask anew. */
export function takeEarly<K extends keyof Early>(key: K): Early[K] {
  const answer = early[key];
  early[key] = undefined;
  return answer;
}
