'use client';

import type { ReactNode } from 'react';
import { BusyButton } from '@/components/BusyButton';
import { useKeptForm } from '@/components/useKeptForm';
import { changeRoleAction, createKeyAction, inviteStaffAction, revokeKeyAction, setStaffEnabledAction, type StaffActionState } from './staff-actions';

const ACTIONS = { invite: inviteStaffAction, role: changeRoleAction, enabled: setStaffEnabledAction, createKey: createKeyAction, revokeKey: revokeKeyAction } as const;

/**
 * One form of /ops/staff: the fields the page draws (children), the submit button, and the
 * outcome beside it; a new API key is shown here, this once.
 */
export function StaffActionForm({ action, submit, children, className = '', testId, danger = false }: { action: keyof typeof ACTIONS; submit: string; children?: ReactNode; className?: string; testId?: string; danger?: boolean }) {
  const { state, pending, formKey, formProps } = useKeptForm<StaffActionState | null>(ACTIONS[action], null, { clearWhen: (s) => !!s?.ok && action === 'invite' });
  return (
    <form key={formKey} {...formProps} className={`flex flex-wrap items-end gap-2 ${className}`} data-testid={testId}>
      {children}
      <BusyButton type="submit" busy={pending} className={`min-h-11 rounded-md px-4 text-sm font-semibold ${danger ? 'border border-red-700 text-red-800 hover:bg-red-50' : 'bg-brand text-white hover:bg-brand-dark'}`}>
        {submit}
      </BusyButton>
      {state ? (
        <p role={state.ok ? 'status' : 'alert'} className={`basis-full text-sm font-semibold ${state.ok ? 'text-green-800' : 'text-red-800'}`}>
          {state.message}
          {state.key ? (
            <code className="mt-1 block break-all rounded bg-gray-100 p-2 font-mono text-ink" data-testid="new-api-key">
              {state.key}
            </code>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}
