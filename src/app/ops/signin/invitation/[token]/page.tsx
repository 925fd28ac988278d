import type { Metadata } from 'next';
import QRCode from 'qrcode';
import { InvitationForm } from '@/features/ops/InvitationForm';
import { OpsLocaleSwitch } from '@/features/ops/OpsLocaleSwitch';
import { opsLocale, opsMetadata, opsTranslations } from '@/features/ops/i18n';
import { openInvitation, STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '@/server/staff/accounts';

export async function generateMetadata(): Promise<Metadata> {
  // The token never goes to another site; the form's post keeps its Origin (see resetPassword's page).
  return { ...(await opsMetadata('invitation.title')()), referrer: 'same-origin' };
}

type Props = { params: Promise<{ token: string }> };

/** /ops/signin/invitation/<token>: a new staff member sets a password and adds the back office to their authenticator app. */
export default async function InvitationRoute({ params }: Props) {
  const { token } = await params;
  const opened = await openInvitation(token);
  const locale = await opsLocale(opened?.member.locale);
  const t = await opsTranslations(locale);
  const qr = opened ? `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(opened.totpUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })).toString('base64')}` : null;
  return (
    <main className="mx-auto w-full max-w-lg px-4 py-10">
      <div className="flex justify-end">
        <OpsLocaleSwitch locale={locale} back={`/ops/signin/invitation/${encodeURIComponent(token)}`} />
      </div>
      <h1 className="mt-4 text-2xl font-extrabold">{t('invitation.title')}</h1>
      {opened && qr ? (
        <>
          <p className="mt-2 text-sm text-muted">{t('invitation.intro', { name: opened.member.name })}</p>
          <InvitationForm
            token={token}
            qr={qr}
            secret={opened.totpSecret}
            words={{
              password: t('invitation.password'),
              passwordHint: t('invitation.passwordHint', { min: STAFF_PASSWORD_MIN, max: STAFF_PASSWORD_MAX }),
              confirm: t('invitation.confirm'),
              scan: t('invitation.scan'),
              key: t('invitation.key'),
              qr: t('invitation.qr'),
              code: t('invitation.code'),
              accept: t('invitation.accept'),
              saving: t('invitation.saving'),
              doneTitle: t('invitation.doneTitle'),
              recoveryIntro: t('invitation.recoveryIntro'),
              goSignIn: t('invitation.goSignIn'),
            }}
          />
        </>
      ) : (
        <p role="alert" className="mt-4 rounded-md bg-alert px-3 py-2 text-sm font-semibold">
          {t('invitation.expired')}
        </p>
      )}
    </main>
  );
}
