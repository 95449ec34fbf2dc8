import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from '../../api/token.ts';

const isSignedIn = () => getToken() !== undefined;

/** Whether a token is held; re-renders on sign-in and sign-out, not on token renewal. */
export const useSignedIn = (): boolean => useSyncExternalStore(subscribeToken, isSignedIn);
