import { QueryClient } from '@tanstack/react-query';
import { getToken, subscribeToken } from './token.ts';

// Failures are already shown by the HTTP client: retrying would show them twice.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Nothing cached for one user may be seen by the next: drop the cache whenever someone signs in or out.
let signedIn = getToken() !== undefined;
subscribeToken(() => {
  const now = getToken() !== undefined;
  if (now !== signedIn) queryClient.clear();
  signedIn = now;
});
