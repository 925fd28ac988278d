import { opsMetadata, opsRequestLocale, opsTranslations } from '@/features/ops/i18n';
import { OpsIntl } from '@/features/ops/OpsIntl';
import { cookies } from 'next/headers';
import { AgentConsole } from '@/features/chat/console/AgentConsole';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { notFound } from 'next/navigation';
import { staffPage } from '@/features/ops/session';
import { authorize } from '@/server/staff/actor';
import { isOnline } from '@/server/chat/agents';
import { agentById } from '@/server/chat/queries';
import { CHAT_AGENT_COOKIE } from '@/server/chat/ops-http';

export const generateMetadata = opsMetadata('nav.chat');

/** /ops/chat: the live-chat agent console, for the roles that answer chats (chat.answer); others find nothing here, and the refusal is recorded. */
export default async function ChatConsoleRoute() {
  const allowed = await authorize(await staffPage('/ops/chat'), 'chat.answer').then(() => true, () => false);
  if (!allowed) notFound();
  const t = await opsTranslations(await opsRequestLocale());
  const agent = await agentById((await cookies()).get(CHAT_AGENT_COOKIE)?.value);
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="focus:outline-none">
        <h1 className="mx-auto max-w-[1280px] px-4 pt-6 text-2xl font-extrabold">{t('nav.chat')}</h1>
        <OpsIntl locale={await opsRequestLocale()} slices={['chat']}>
          <AgentConsole initialAgent={agent ? { id: agent.id, displayName: agent.displayName, online: isOnline(agent) } : null} />
        </OpsIntl>
      </main>
    </>
  );
}
