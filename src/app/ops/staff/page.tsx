import { OpsHeader } from '@/features/ops/OpsHeader';
import { StaffActionForm } from '@/features/ops/StaffActionForm';
import { opsLocale, opsTranslations, opsMetadata } from '@/features/ops/i18n';
import { signedInStaff, staffPage } from '@/features/ops/session';
import { LOCALES } from '@/lib/markets';
import { listStaff } from '@/server/staff/accounts';
import { ROLES } from '@/server/staff/permissions';

export const generateMetadata = opsMetadata('nav.staff');

const field = 'flex flex-col gap-1 text-sm font-semibold';
const input = 'min-h-11 rounded-md border border-line px-3 text-base font-normal';

/** /ops/staff (staff.manage): invite people, set their role and stores, disable or enable them, and their API keys. */
export default async function StaffRoute() {
  const actor = await staffPage('/ops/staff');
  const members = await listStaff(actor);
  const t = await opsTranslations(await opsLocale((await signedInStaff())?.member.locale));
  const roleOptions = ROLES.map((role) => (
    <option key={role} value={role}>
      {t(`roles.${role}`)}
    </option>
  ));
  const dateFormat = new Intl.DateTimeFormat(await opsLocale((await signedInStaff())?.member.locale), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="mx-auto w-full max-w-[1280px] px-4 py-6 focus:outline-none">
        <h1 className="text-2xl font-extrabold">{t('staff.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('staff.intro')}</p>

        <section className="mt-6 rounded-lg border border-line p-4" aria-labelledby="invite-heading">
          <h2 id="invite-heading" className="text-lg font-bold">
            {t('staff.invite')}
          </h2>
          <StaffActionForm action="invite" submit={t('staff.send')} className="mt-3" testId="staff-invite">
            <label className={field}>
              {t('staff.email')}
              <input name="email" type="email" required autoComplete="off" className={input} />
            </label>
            <label className={field}>
              {t('staff.name')}
              <input name="name" required maxLength={120} autoComplete="off" className={input} />
            </label>
            <label className={field}>
              {t('staff.role')}
              <select name="role" className={input} defaultValue="customerService">
                {roleOptions}
              </select>
            </label>
            <label className={field}>
              {t('staff.stores')}
              <input name="stores" aria-describedby="stores-hint" className={`${input} w-40`} />
            </label>
            <label className={field}>
              {t('staff.locale')}
              <select name="locale" className={input} defaultValue="en-US">
                {LOCALES.map((l) => (
                  <option key={l} value={l}>
                    {t(`locales.${l}`)}
                  </option>
                ))}
              </select>
            </label>
            <p id="stores-hint" className="basis-full text-xs text-muted">
              {t('staff.storesHint')}
            </p>
          </StaffActionForm>
        </section>

        <h2 className="mt-8 text-lg font-bold">{t('staff.members')}</h2>
        <ul className="mt-3 flex flex-col gap-4">
          {members.map((m) => (
            <li key={m.id} className="rounded-lg border border-line p-4" data-testid="staff-member" data-email={m.email}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p>
                  <span className="font-bold">{m.name}</span> <span className="text-sm">{m.email}</span>
                  {m.id === actor.staffId ? <span className="ml-2 rounded bg-gray-100 px-2 py-0.5 text-xs font-semibold">{t('staff.you')}</span> : null}
                </p>
                <p className="text-sm font-semibold" data-testid="staff-status">
                  {t(`roles.${m.role}`)} · {m.role === 'storeManager' ? m.storeIds.join(', ') : t('staff.allStores')} · {t(`staff.status.${m.status}`)}
                </p>
              </div>
              {m.id !== actor.staffId ? (
                <div className="mt-3 flex flex-wrap items-end gap-4">
                  <StaffActionForm action="role" submit={t('staff.changeRole')} testId="staff-role">
                    <input type="hidden" name="staffId" value={m.id} />
                    <label className={field}>
                      {t('staff.role')}
                      <select name="role" defaultValue={m.role} className={input}>
                        {roleOptions}
                      </select>
                    </label>
                    <label className={field}>
                      {t('staff.stores')}
                      <input name="stores" defaultValue={m.storeIds.join(', ')} className={`${input} w-40`} />
                    </label>
                  </StaffActionForm>
                  <StaffActionForm action="enabled" submit={m.status === 'disabled' ? t('staff.enable') : t('staff.disable')} danger={m.status !== 'disabled'} testId="staff-enabled">
                    <input type="hidden" name="staffId" value={m.id} />
                    <input type="hidden" name="enable" value={m.status === 'disabled' ? '1' : '0'} />
                  </StaffActionForm>
                </div>
              ) : null}
              <details className="mt-3">
                <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold">
                  {t('staff.keys')} ({m.keys.filter((k) => !k.revokedAt).length})
                </summary>
                {m.keys.length === 0 ? <p className="text-sm text-muted">{t('staff.noKeys')}</p> : null}
                <ul className="mt-2 flex flex-col gap-2">
                  {m.keys.map((k) => (
                    <li key={k.prefix} className="flex flex-wrap items-center gap-3 text-sm">
                      <code className="font-mono">rk_{k.prefix}_…</code>
                      <span>{t(`roles.${k.role as (typeof ROLES)[number]}`)}</span>
                      {k.label ? <span>{k.label}</span> : null}
                      <span className="text-muted">{k.lastUsedAt ? t('staff.keyLastUsed', { when: dateFormat.format(k.lastUsedAt) }) : t('staff.keyNeverUsed')}</span>
                      {k.revokedAt ? (
                        <span className="font-semibold">{t('staff.keyRevoked')}</span>
                      ) : (
                        <StaffActionForm action="revokeKey" submit={t('staff.keyRevoke')} danger>
                          <input type="hidden" name="prefix" value={k.prefix} />
                        </StaffActionForm>
                      )}
                    </li>
                  ))}
                </ul>
                {m.status !== 'disabled' ? (
                  <StaffActionForm action="createKey" submit={t('staff.keyCreate')} className="mt-3" testId="staff-create-key">
                    <input type="hidden" name="staffId" value={m.id} />
                    <label className={field}>
                      {t('staff.keyRole')}
                      <select name="role" defaultValue={m.role} className={input}>
                        {roleOptions}
                      </select>
                    </label>
                    <label className={field}>
                      {t('staff.keyLabel')}
                      <input name="label" maxLength={80} className={input} />
                    </label>
                  </StaffActionForm>
                ) : null}
              </details>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
