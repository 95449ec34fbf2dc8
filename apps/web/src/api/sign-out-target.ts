import { getToken, subscribeToken } from './token.ts';

// Where a deliberate sign-out goes. Without it, pages that lose their token send the user to sign in
// again with the current page as redirect; 退出 wants /login?redirect=/ instead.
let target: string | undefined;

export const setSignOutTarget = (to: string): void => {
  target = to;
};

export const signOutTarget = (): string | undefined => target;

subscribeToken(() => {
  if (getToken() !== undefined) target = undefined;
});
