// Compiled with the domain (never imported): the engine's route objects type what a client sends and reads;
// each @ts-expect-error proves a misspelling (or a field read as never empty) fails tsc.
import { clueEntity } from '../entities/index.ts';
import { entityRoutes, followRoutes, poolRoutes, teamRoutes } from './entity.ts';
import type { AnswerData, InputOf } from './route.ts';

export const clue = entityRoutes(clueEntity);

declare const deleted: AnswerData<typeof clue.del>;
export const count: number = deleted.count;
// @ts-expect-error a misspelt field of an engine route's answer
export const misspeltCount: number = deleted.cont;

declare const log: AnswerData<typeof clue.getLog>;
// the operator of a log line may be gone: nullable, as the server sends it
export const operator: string | null = log[0].user_name;
// @ts-expect-error a misspelt field of a log line
export const misspeltOperator: string | null = log[0].username;
// @ts-expect-error a log line's operator is not always there
export const operatorAlways: string = log[0].user_name;

declare const matches: AnswerData<typeof clue.checkDuplicate>;
export const matchId: number | null = matches[0].id;
// @ts-expect-error a duplicate out of the member's scope comes without id
export const matchIdAlways: number = matches[0].id;

declare const team: AnswerData<ReturnType<typeof teamRoutes>['getTeam']>;
export const owner: number = team.manager_user_id;
// @ts-expect-error a misspelt field of the team
export const misspeltOwner: number = team.manager_userid;

declare const feed: AnswerData<typeof followRoutes.getList>;
export const contact: number | null = feed['2024-01-01'][0].contact_id;
// @ts-expect-error a misspelt field of a follow-up
export const misspeltComments = feed['2024-01-01'][0].comments_list;

declare const rule: AnswerData<ReturnType<typeof poolRoutes>['getRule']>;
export const followDays: number = rule.follow_days;
// @ts-expect-error a misspelt field of the recycling rule
export const misspeltDays: number = rule.follow_day;

export const assign: InputOf<ReturnType<typeof poolRoutes>['assign']> = { ids: [1], user_id: 2 };
// @ts-expect-error a misspelt field of a request
export const misspeltAssign: InputOf<ReturnType<typeof poolRoutes>['assign']> = { ids: [1], userid: 2 };
