// Word that the signed-in member's permissions may have changed, without the HTTP client or the realtime
// socket knowing about React: a response's permission version (PERM_VERSION_HEADER), or a push saying
// they changed (version unknown). The session gate listens and fetches the menu and nodes again.
type Listener = (version: string | undefined) => void;
const listeners = new Set<Listener>();

export function reportPermissions(version?: string): void {
  listeners.forEach((fn) => fn(version));
}

export function onPermissions(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
