// Response contracts of the hand-written routes: one zod schema per answer, used by the server (its reply is
// encoded through it) and by the web (its types are inferred from it).
export * from './envelope.ts';
export * from './tags.ts';
