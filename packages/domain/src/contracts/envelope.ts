import { z } from 'zod';

/**
 * The body of a successful answer whose `data` has the given shape. The server sends exactly these fields (a
 * field the schema does not name is not sent); the web reads the same type.
 */
export const okBody = <T extends z.ZodType>(data: T) => z.object({ code: z.number(), msg: z.string(), data });

/** A list answer: the page's rows, the total, `estimated` when the total is the planner's estimate, `capped` when there are more than `count`. */
export const listBody = <T extends z.ZodType>(row: T) =>
  z.object({
    code: z.number(),
    msg: z.string(),
    data: z.array(row),
    count: z.number(),
    estimated: z.boolean().optional(),
    capped: z.boolean().optional(),
  });

/** An answer that carries nothing (`data: null`). */
export const emptyBody = okBody(z.null());

/** Shorthands for the common shapes of `data`. */
export const idOf = <K extends string>(key: K) => z.object({ [key]: z.number() } as { [P in K]: z.ZodNumber });
/** 'YYYY-MM-DD HH:mm:ss' in the company time zone, or null when unset. */
export const dateTime = () => z.string().nullable();

/** The `data` an answer schema carries, for the web client's calls: `http.get<DataOf<typeof tagAnswers.getList>>`. */
export type DataOf<S extends z.ZodType> = z.infer<S> extends { data: infer D } ? D : never;
