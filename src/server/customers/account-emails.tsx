import { translatorFor } from '@/i18n/catalogues';
import type { Locale } from '@/lib/markets';
import { renderStaticMarkup, type RenderedEmail } from '@/server/platform/email/rendered';

/** The short e-mails of accounts (a sign-in code, a password-reset link; the profile's too), in the member's language. */

function Message({ brand, title, lines, action, footer }: { brand: string; title: string; lines: string[]; action?: Action; footer: string }) {
  return (
    <html>
      <body style={{ margin: 0, padding: '24px', backgroundColor: '#f4f4f5', fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2937' }}>
        <table role="presentation" width="100%" style={{ maxWidth: '560px', margin: '0 auto', backgroundColor: '#ffffff', borderRadius: '8px' }}>
          <tbody>
            <tr>
              <td style={{ backgroundColor: '#c8102e', color: '#ffffff', padding: '16px 24px', fontSize: '20px', fontWeight: 700, borderRadius: '8px 8px 0 0' }}>{brand}</td>
            </tr>
            <tr>
              <td style={{ padding: '24px' }}>
                <h1 style={{ fontSize: '20px', margin: '0 0 12px' }}>{title}</h1>
                {lines.map((line) => (
                  <p key={line} style={{ margin: '0 0 12px', lineHeight: 1.5 }}>
                    {line}
                  </p>
                ))}
                {action && 'code' in action ? <p style={{ fontSize: '32px', letterSpacing: '8px', fontWeight: 700, margin: '16px 0' }}>{action.code}</p> : null}
                {action && 'href' in action ? (
                  <p style={{ margin: '16px 0' }}>
                    <a href={action.href} style={{ backgroundColor: '#c8102e', color: '#ffffff', padding: '12px 20px', borderRadius: '6px', textDecoration: 'none', fontWeight: 700 }}>
                      {action.label}
                    </a>
                  </p>
                ) : null}
                <p style={{ margin: '24px 0 0', fontSize: '13px', color: '#6b7280' }}>{footer}</p>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

type Action = { href: string; label: string } | { code: string };

/** One short e-mail, HTML and text, in the shop's look, under the market's name (`brand`: Redline Auto Parts, Autopartes, Autopeças). */
export async function accountEmail({ brand, subject, title, lines, action, footer }: { brand: string; subject: string; title: string; lines: string[]; action?: Action; footer: string }): Promise<RenderedEmail> {
  const actionText = !action ? [] : 'code' in action ? ['', action.code] : ['', `${action.label}: ${action.href}`];
  return {
    subject,
    html: `<!DOCTYPE html>${await renderStaticMarkup(<Message brand={brand} title={title} lines={lines} action={action} footer={footer} />)}`,
    text: [title, '', ...lines, ...actionText, '', footer].join('\n'),
  };
}

export async function signInCodeEmail(code: string, minutes: number, locale: Locale): Promise<RenderedEmail> {
  const t = await translatorFor(locale);
  return accountEmail({ brand: t('email.orderConfirmation.brand'),
    subject: t('email.signInCode.subject', { code }),
    title: t('email.signInCode.title'),
    lines: [t('email.signInCode.body', { minutes })],
    action: { code },
    footer: t('email.signInCode.notYou'),
  });
}

export async function passwordResetEmail(name: string, url: string, minutes: number, locale: Locale): Promise<RenderedEmail> {
  const t = await translatorFor(locale);
  return accountEmail({ brand: t('email.orderConfirmation.brand'),
    subject: t('email.passwordReset.subject'),
    title: t('email.passwordReset.title'),
    lines: [name ? t('email.passwordReset.greeting', { name }) : t('email.passwordReset.greetingNoName'), t('email.passwordReset.body', { minutes })],
    action: { href: url, label: t('email.passwordReset.action') },
    footer: t('email.passwordReset.notYou'),
  });
}
