'use server';

import { headers } from 'next/headers';
import { revalidatePath } from 'next/cache';
import { refusalOf } from '@/server/platform/domain-error';
import { currentOriginConfig, siteOriginOrNull } from '@/server/platform/site-origin';
import type { Actor } from '@/server/staff/actor';
import { changeStaffRole, createApiKey, disableStaff, enableStaff, inviteStaff, revokeApiKey } from '@/server/staff/accounts';
import { ZodError } from 'zod';
import { opsLocale, opsTranslations } from './i18n';
import { currentStaff, signedInStaff } from './session';

export interface StaffActionState {
  ok: boolean;
  message: string;
  /** A new API key: shown this once. */
  key?: string;
}

const STAFF_PATH = '/ops/staff';
const stores = (value: FormDataEntryValue | null) =>
  String(value ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
const id = (value: FormDataEntryValue | null) => Number.parseInt(String(value ?? ''), 10);

/** The /ops/staff actions: the signed-in member as the actor, the use case (which authorises and audits), the outcome in their language. */
async function run(act: (actor: Actor, t: Awaited<ReturnType<typeof opsTranslations>>) => Promise<StaffActionState>): Promise<StaffActionState> {
  const actor = await currentStaff(STAFF_PATH);
  const t = await opsTranslations(await opsLocale((await signedInStaff())?.member.locale));
  try {
    const state = await act(actor, t);
    revalidatePath(STAFF_PATH);
    return state;
  } catch (error) {
    if (error instanceof ZodError) {
      // Name the field the form got wrong (its label as the form shows it), else the form as a whole.
      const field = String(error.issues[0]?.path[0] ?? '');
      const label = ({ email: 'staff.email', name: 'staff.name', role: 'staff.role', label: 'staff.keyLabel' } as Record<string, string>)[field];
      return { ok: false, message: label ? t('staff.malformedField', { field: t(label as 'staff.name') }) : t('staff.malformed') };
    }
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const key = refusal.detail.errorMessageKey.replace(/^ops\./, '');
    if (refusal.kind === 'forbidden') return { ok: false, message: t('staff.forbidden') };
    return { ok: false, message: t.has(key) ? t(key, { min: 8, max: 128, ...refusal.detail.errorMessageValues }) : refusal.detail.errorMessageDefault };
  }
}

export async function inviteStaffAction(_: StaffActionState | null, formData: FormData): Promise<StaffActionState> {
  return run(async (actor, t) => {
    const origin = siteOriginOrNull(await headers(), currentOriginConfig())?.origin ?? '';
    const email = String(formData.get('email') ?? '');
    await inviteStaff(actor, { email, name: String(formData.get('name') ?? ''), role: String(formData.get('role') ?? '') as never, storeIds: stores(formData.get('stores')), locale: String(formData.get('locale') ?? 'en-US') }, origin);
    return { ok: true, message: t('staff.invited', { email: email.trim().toLowerCase() }) };
  });
}

export async function changeRoleAction(_: StaffActionState | null, formData: FormData): Promise<StaffActionState> {
  return run(async (actor, t) => {
    await changeStaffRole(actor, id(formData.get('staffId')), { role: String(formData.get('role') ?? ''), storeIds: stores(formData.get('stores')) });
    return { ok: true, message: t('staff.roleSaved') };
  });
}

export async function setStaffEnabledAction(_: StaffActionState | null, formData: FormData): Promise<StaffActionState> {
  return run(async (actor, t) => {
    const staffId = id(formData.get('staffId'));
    if (formData.get('enable') === '1') {
      await enableStaff(actor, staffId);
      return { ok: true, message: t('staff.enabled') };
    }
    await disableStaff(actor, staffId);
    return { ok: true, message: t('staff.disabled') };
  });
}

export async function createKeyAction(_: StaffActionState | null, formData: FormData): Promise<StaffActionState> {
  return run(async (actor, t) => {
    const made = await createApiKey(actor, { staffId: id(formData.get('staffId')), role: String(formData.get('role') ?? ''), label: String(formData.get('label') ?? '') });
    return { ok: true, message: t('staff.keyShownOnce'), key: made.key };
  });
}

export async function revokeKeyAction(_: StaffActionState | null, formData: FormData): Promise<StaffActionState> {
  return run(async (actor, t) => {
    await revokeApiKey(actor, String(formData.get('prefix') ?? ''));
    return { ok: true, message: t('staff.keyRevoked') };
  });
}
