import { ERR, MESSAGE_CHANNEL, MSG } from '@suwork/domain';
import { FOLLOW_TYPE_FIELD, type EntityDef } from '@suwork/domain/entities';
import { FOLLOW_ENTITIES, followRoutes, followShape, type AnswerData } from '@suwork/domain/routes';
import { and, desc, eq, getTableColumns, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { followComments, follows, users } from '../../db/schema.ts';
import { fail, invalid, ok } from '../envelope.ts';
import { notify } from '../notify.ts';
import { isDate, formatDateTime, parseDateTime } from '../time-format.ts';
import { serve } from '../serve.ts';
import { currentUser, type App } from '../types.ts';
import type { SessionUser } from '../sessions.ts';
import { serviceOf } from './entity-handle.ts';
import { EntityService } from './entity-service.ts';
import { hooksOf } from './hooks.ts';
import { filesOf } from './attachments.ts';
import { assertAttachable } from '../files/file-access.ts';
import { writeLog } from './operation-log.ts';
import { refuseReadOnly } from './read-only.ts';
import { channelOf } from './record-messages.ts';
import { sanitizeRichText } from './sanitize.ts';
import { checkChosenOptions, findOption, loadDictionary, optionLabel } from './dictionary.ts';
import { paged } from '../kit/index.ts';

const textOf = (html: string) =>
  html
    .replace(/<img\b[^>]*>/gi, '[图片]')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
type FollowInput = z.infer<z.ZodObject<typeof followShape>>;

/** Validates and normalises a follow-up: the spec's messages, next time not before follow time, safe HTML. */
function normalise(input: FollowInput, tz: number) {
  const followTime = parseDateTime(input.follow_time, tz);
  if (!followTime) throw invalid(MSG.chooseFollowTime);
  const next = input.next_follow_time ? parseDateTime(input.next_follow_time, tz) : null;
  if (input.next_follow_time && !next) throw invalid('下次跟进时间格式不正确');
  if (next && next < followTime) throw invalid('下次跟进时间不能早于跟进时间');
  const content = sanitizeRichText(input.content);
  if (!textOf(content)) throw invalid(MSG.fillFollowRecord);
  const attachmentIds = input.attachment_id || [];
  return {
    follow_type: input.follow_type,
    follow_time: followTime,
    next_follow_time: next,
    next_follow_content: input.next_follow_content ?? '',
    contact_name: input.contact_name,
    contact_id: input.contact_id ?? null,
    content,
    attachment_ids: attachmentIds,
  };
}

/** Follow-up feeds of every entity that declares them: /api/CommonFollow/getList|add|edit|abolish|addComment. */
export function registerFollowUps(app: App, pooled: ReadonlyMap<string, EntityService> = new Map()) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const defOf = (key: string) => FOLLOW_ENTITIES.find((e) => e.key === key)!;

  /** The record must be one the member may see, and the member must hold the entity's page. */
  const guardRecord = async (user: SessionUser, key: string, recordId: number) => {
    const def = defOf(key);
    if (!user.nodes.has(def.node)) throw fail(ERR.noPermission);
    return { def, record: await serviceOf(app, def).info(user, recordId) };
  };
  const guard = async (user: SessionUser, key: string, recordId: number) =>
    (await guardRecord(user, key, recordId)).def;

  /** Reading a feed also works for a pooled record, for holders of the pool's page: its history stays visible. */
  const guardRead = async (user: SessionUser, key: string, recordId: number) => {
    const def = defOf(key);
    const pool = pooled.get(key);
    if (pool && def.pool && user.nodes.has(def.pool.node)) {
      const inPool = await pool.info(user, recordId).then(
        () => true,
        () => false,
      );
      if (inPool) return def;
    }
    return guard(user, key, recordId);
  };

  /** Keeps last/next follow time of the record current. */
  const touchRecord = async (tx: Db, def: EntityDef, recordId: number) => {
    const service = serviceOf(app, def);
    const cols = getTableColumns(service.table) as Record<string, PgColumn>;
    const [latest] = await tx
      .select({ follow_time: follows.follow_time, next_follow_time: follows.next_follow_time })
      .from(follows)
      .where(and(eq(follows.entity, def.key), eq(follows.record_id, recordId), eq(follows.status, 1)))
      .orderBy(desc(follows.follow_time), desc(follows.id))
      .limit(1);
    const set: Record<string, unknown> = {};
    if (cols.last_follow_time) set.last_follow_time = latest?.follow_time ?? null;
    if (cols.next_follow_time && latest) set.next_follow_time = latest.next_follow_time;
    if (Object.keys(set).length > 0) await tx.update(service.table).set(set).where(eq(cols.id, recordId));
  };

  serve(app, followRoutes.getList, async (req) => {
    const q = req.query;
    const user = currentUser(req);
    await guardRead(user, q.entity, q.real_id);
    const conds: SQL[] = [eq(follows.entity, q.entity), eq(follows.record_id, q.real_id)];
    if (q.follow_type) conds.push(eq(follows.follow_type, q.follow_type));
    for (const [raw, op] of [
      [q.start_time, gte],
      [q.end_time, lte],
    ] as const) {
      if (!raw) continue;
      const end = op === lte && isDate(raw);
      const d = parseDateTime(end ? `${raw} 23:59:59` : raw, tz);
      if (!d) throw invalid('筛选时间格式不正确');
      conds.push(op(follows.follow_time, d));
    }
    const where = and(...conds);
    const [{ rows, count: total }, typeDict] = await Promise.all([
      paged(db, q, { from: follows, where }, ({ limit, offset }) =>
        db
          .select({ f: follows, user_name: users.user_name, user_avatar: users.avatar_url })
          .from(follows)
          .leftJoin(users, eq(users.user_id, follows.user_id))
          .where(where)
          .orderBy(desc(follows.follow_time), desc(follows.id))
          .limit(limit)
          .offset(offset),
      ),
      loadDictionary(db, ['follow_type']),
    ]);
    const ids = rows.map((r) => r.f.id);
    const fileIds = [...new Set(rows.flatMap((r) => r.f.attachment_ids))];
    const [comments, docs] = await Promise.all([
      ids.length
        ? db
            .select({
              id: followComments.id,
              follow_id: followComments.follow_id,
              content: followComments.content,
              user_name: users.user_name,
              user_avatar: users.avatar_url,
              create_time: followComments.create_time,
            })
            .from(followComments)
            .leftJoin(users, eq(users.user_id, followComments.user_id))
            .where(inArray(followComments.follow_id, ids))
            .orderBy(followComments.id)
        : [],
      filesOf(db, fileIds),
    ]);
    const docById = new Map(docs.map((d) => [d.id, d]));
    // The feed is a map from group heading (the follow-up date) to its records, newest first.
    const grouped: AnswerData<typeof followRoutes.getList> = {};
    for (const r of rows) {
      const followTime = formatDateTime(r.f.follow_time, tz)!;
      (grouped[followTime.slice(0, 10)] ??= []).push({
        id: r.f.id,
        real_id: r.f.record_id,
        follow_type: r.f.follow_type,
        follow_type_name: optionLabel(typeDict, FOLLOW_TYPE_FIELD, r.f.follow_type),
        follow_time: followTime,
        next_follow_time: formatDateTime(r.f.next_follow_time, tz),
        next_follow_content: r.f.next_follow_content,
        content: r.f.content,
        contact_name: r.f.contact_name,
        contact_id: r.f.contact_id,
        status: r.f.status,
        user_id: r.f.user_id,
        user_name: r.user_name,
        user_avatar: r.user_avatar ?? '',
        create_time: formatDateTime(r.f.create_time, tz),
        attachment_id: r.f.attachment_ids.join(','),
        document_list: r.f.attachment_ids.flatMap((id) => docById.get(id) ?? []),
        comment_list: comments
          .filter((c) => c.follow_id === r.f.id)
          .map((c) => ({
            id: c.id,
            content: c.content,
            user_name: c.user_name,
            user_avatar: c.user_avatar ?? '',
            create_time: formatDateTime(c.create_time, tz),
          })),
      });
    }
    return ok(grouped, total);
  });

  /** An enabled 跟进方式; an unknown one reads as not chosen (the spec's message). */
  const checkFollowType = async (value: number) => {
    const dict = await loadDictionary(db, ['follow_type']);
    if (!findOption(dict, FOLLOW_TYPE_FIELD, value)) throw invalid(MSG.chooseFollowType);
    checkChosenOptions(dict, [FOLLOW_TYPE_FIELD], { follow_type: value });
    return dict;
  };

  serve(app, followRoutes.add, async (req) => {
    const user = currentUser(req);
    const def = await guard(user, req.body.entity, req.body.real_id);
    const values = normalise(req.body, tz);
    await assertAttachable(app, db, user, values.attachment_ids);
    const dict = await checkFollowType(values.follow_type);
    const id = await db.transaction(async (tx) => {
      await refuseReadOnly(tx, def, [req.body.real_id], '写跟进');
      const [row] = await tx
        .insert(follows)
        .values({ ...values, entity: def.key, record_id: req.body.real_id, user_id: user.user_id })
        .returning({ id: follows.id });
      await touchRecord(tx, def, req.body.real_id);
      await hooksOf(app, def.key).afterFollow?.({ tx, user }, req.body.real_id);
      await writeLog(tx, {
        entity: def.key,
        record_id: req.body.real_id,
        action: 'follow',
        user_id: user.user_id,
        content: `写了跟进（${optionLabel(dict, FOLLOW_TYPE_FIELD, values.follow_type)}）：${textOf(values.content).slice(0, 60)}`,
      });
      return row.id;
    });
    return { code: 0, msg: '跟进已保存', data: { id } };
  });

  /** Only the author edits or voids a follow-up, and only while it is not voided. */
  const ownFollow = async (user: SessionUser, id: number) => {
    const [row] = await db.select().from(follows).where(eq(follows.id, id));
    if (!row) throw fail(ERR.notFound);
    const def = await guard(user, row.entity, row.record_id);
    if (row.user_id !== user.user_id) throw fail(ERR.noPermission, '只能修改自己写的跟进');
    if (row.status === 2) throw invalid('该跟进已作废');
    return { row, def };
  };

  serve(app, followRoutes.edit, async (req) => {
    const user = currentUser(req);
    const { row, def } = await ownFollow(user, req.body.id);
    const { id: _id, real_id: _realId, ...changes } = req.body;
    const current: FollowInput = {
      follow_type: row.follow_type,
      follow_time: formatDateTime(row.follow_time, tz)!,
      next_follow_time: formatDateTime(row.next_follow_time, tz),
      next_follow_content: row.next_follow_content,
      contact_name: row.contact_name,
      contact_id: row.contact_id,
      content: row.content,
      attachment_id: row.attachment_ids,
    };
    const values = normalise(
      { ...current, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) },
      tz,
    );
    await assertAttachable(app, db, user, values.attachment_ids, { kept: row.attachment_ids });
    // a follow-up keeps a method disabled since it was written; choosing it anew is refused
    if (values.follow_type !== row.follow_type) await checkFollowType(values.follow_type);
    await db.transaction(async (tx) => {
      await refuseReadOnly(tx, def, [row.record_id], '修改跟进');
      await tx
        .update(follows)
        .set({ ...values, update_time: app.config.now() })
        .where(eq(follows.id, row.id));
      await touchRecord(tx, def, row.record_id);
    });
    return { code: 0, msg: '跟进已修改', data: { id: row.id } };
  });

  serve(app, followRoutes.abolish, async (req) => {
    const user = currentUser(req);
    const { row, def } = await ownFollow(user, req.body.id);
    await db.transaction(async (tx) => {
      await refuseReadOnly(tx, def, [row.record_id], '作废跟进');
      await tx.update(follows).set({ status: 2, update_time: app.config.now() }).where(eq(follows.id, row.id));
      await touchRecord(tx, def, row.record_id);
      await writeLog(tx, {
        entity: def.key,
        record_id: row.record_id,
        action: 'abolish',
        user_id: user.user_id,
        content: '作废了一条跟进',
      });
    });
    return { code: 0, msg: '跟进已作废', data: { id: row.id } };
  });

  serve(app, followRoutes.addComment, async (req) => {
    const user = currentUser(req);
    const [row] = await db.select().from(follows).where(eq(follows.id, req.body.follow_id));
    if (!row) throw fail(ERR.notFound);
    const { def, record } = await guardRecord(user, row.entity, row.record_id);
    const c = await db.transaction(async (tx) => {
      await refuseReadOnly(tx, def, [row.record_id], '回复跟进');
      const [inserted] = await tx
        .insert(followComments)
        .values({ follow_id: row.id, content: req.body.content, user_id: user.user_id })
        .returning({ id: followComments.id });
      // the follow-up's author and the record's owner hear of the reply
      const to = [row.user_id, Number(record.owner_user_id ?? 0)].filter((id) => id !== user.user_id);
      const name = String(record[def.titleField] ?? '');
      await notify(tx, {
        user_ids: to,
        business_type: def.key,
        business_id: row.record_id,
        title: `${user.user_name}回复了${def.title}「${name}」的跟进：${req.body.content.slice(0, 60)}`,
        message_type: channelOf(def).message_type,
        channel: MESSAGE_CHANNEL.followComment,
      });
      return inserted;
    });
    return { code: 0, msg: '回复成功', data: { id: c.id } };
  });
}
