import { sha256OfBlob } from './sha256-of-blob.ts';

type Scope = {
  addEventListener: (type: 'message', fn: (e: MessageEvent<Blob>) => void) => void;
  postMessage: (m: { hash?: string; error?: string }) => void;
};
const scope = globalThis as unknown as Scope;

scope.addEventListener('message', (e) => {
  sha256OfBlob(e.data).then(
    (hash) => scope.postMessage({ hash }),
    (err: unknown) => scope.postMessage({ error: String(err) }),
  );
});
