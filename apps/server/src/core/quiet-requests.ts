import { AsyncLocalStorage } from 'node:async_hooks';
import { LogController } from 'fastify';

// Requests the server makes of itself (app.inject while it writes the demo company) are not the traffic the request
// log is for: a first start would print some two hundred request lines before 已就绪. Requests made inside
// `quietRequests` are not logged; a request from a client never runs inside it, so it always is.

const quiet = new AsyncLocalStorage<true>();

/** Runs `work` with the requests it injects left out of the request log (what they log themselves still appears). */
export const quietRequests = <T>(work: () => Promise<T>): Promise<T> => quiet.run(true, work);

/** The request logger (Fastify's `logController`), skipping the requests made inside quietRequests. */
export const requestLogController = () => new LogController({ disableRequestLogging: () => quiet.getStore() === true });
