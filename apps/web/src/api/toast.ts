import type { Toast } from './http.ts';

// antd's message is fetched on the first error, so the sign-in page does not load it up front.
export const lazyToast: Toast = {
  error: (content, seconds) => {
    void import('antd/es/message').then(({ default: message }) => message.error(content, seconds));
  },
};
