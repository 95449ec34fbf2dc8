import { randomInt } from 'node:crypto';
import { INVITE_STATUS } from '@suwork/domain';

import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { readSetting, writeSetting } from '../../core/kit/index.ts';

/** The company invitation code staff register with (sys_setting 'invite_code'). status 1 启用, 2 停用. */
export type InviteCode = { code: string; status: number };

export const INVITE_KEY = 'invite_code';
/** no 0/O, 1/I/L: read aloud or copied from a chat without mistakes */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export async function readInviteCode(db: Db): Promise<InviteCode | null> {
  const v = (await readSetting(db, INVITE_KEY)) as Partial<InviteCode> | undefined;
  return v && typeof v.code === 'string' && typeof v.status === 'number' ? { code: v.code, status: v.status } : null;
}

/** The code, created (停用, so registration opens only when an administrator decides) the first time it is asked for. */
export async function ensureInviteCode(db: Db): Promise<InviteCode> {
  await db
    .insert(settings)
    .values({ key: INVITE_KEY, value: { code: newInviteCode(), status: INVITE_STATUS.disabled } })
    .onConflictDoNothing();
  return (await readInviteCode(db))!;
}

export async function writeInviteCode(db: Db, invite: InviteCode) {
  await writeSetting(db, INVITE_KEY, invite);
}

/** Codes are compared without regard to case or surrounding spaces. */
export const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
