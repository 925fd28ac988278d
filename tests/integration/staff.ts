import { and, desc, eq } from 'drizzle-orm';
import { auditEvents } from '@/server/audit/schema';
import { db } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import type { Actor } from '@/server/staff/actor';
import { ROLES, type Role } from '@/server/staff/permissions';

let actors = 0;

/** Every role, for the permissions matrices. */
export const EVERY_ROLE = ROLES;

/** A member of staff of this role (a store manager of these stores), with a label of their own so their audit lines can be found. */
export function staffActor(role: Role, storeIds: string[] | null = null): Actor {
  return { staffId: null, label: `${role}-${process.pid}-${++actors}@staff.test`, role, storeIds: role === 'storeManager' ? (storeIds ?? []) : null, via: 'session', ip: '203.0.113.9', requestId: null };
}

/** The audit lines written for this actor, newest first. */
export async function auditLinesOf(actor: Actor, action?: string) {
  return db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.actorLabel, actor.label), action ? eq(auditEvents.action, action) : undefined))
    .orderBy(desc(auditEvents.id));
}

/** 'allowed', or 'forbidden' when the use case refused the actor with the forbidden domain error (other errors are thrown). */
export async function outcomeOf(work: Promise<unknown>): Promise<'allowed' | 'forbidden'> {
  try {
    await work;
    return 'allowed';
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'forbidden') return 'forbidden';
    throw error;
  }
}

let staffIds = 9000;
/** An actor of each role with a staff id of its own (a store manager of store 0001 unless told), for the permissions matrices. */
export function actorOf(role: Role, storeIds: readonly string[] | null = role === 'storeManager' ? ['0001'] : null): Actor {
  const staffId = ++staffIds;
  return { staffId, label: `${role}-${staffId}@staff.test`, role, storeIds, via: 'session', ip: '203.0.113.9', requestId: null };
}

