import readline from 'node:readline';
import { Writable } from 'node:stream';
import { systemActor } from '../src/server/staff/actor';
import { allStaff, changeStaffRole, createAdministrator, createApiKey, demoCode, disableStaff, enableStaff, inviteStaff, revokeApiKey, staffByEmail } from '../src/server/staff/accounts';
import { ROLES } from '../src/server/staff/permissions';
import { commandLine } from './lib/args';
import { runCommand } from './lib/database';
import { commandActor } from './lib/staff-key';

/**
 * The back office's people from the command line (decision 052):
 *   npm run staff -- create-admin <email> [--name <name>]   the first administrator: sets a password here when
 *                                                             stdin is a terminal, else prints a one-time invitation link
 *   npm run staff -- list                                   every staff member, role, stores, status
 *   npm run staff -- invite <email> --role <role> [--store <n>]… [--name <name>] [--locale es-MX]
 *   npm run staff -- role <email> --role <role> [--store <n>]…
 *   npm run staff -- disable <email> | enable <email>
 *   npm run staff -- key create <email> --role <role> [--label <what for>]   prints the key once
 *   npm run staff -- key revoke <prefix>
 *   npm run staff -- code <email>                           a demo account's current code (the demo only)
 * Changes act as the staff member whose API key is given (--key, or REDLINE_API_KEY) and are
 * recorded in the audit log; create-admin, made before anyone has a key, is recorded as system:staff-cli.
 */
const USAGE = `usage: npm run staff -- create-admin <email> | list | invite <email> --role <${ROLES.join('|')}> [--store <n>]… | role <email> --role <role> [--store <n>]… | disable <email> | enable <email> | key create <email> --role <role> | key revoke <prefix> | code <email>   (changes need --key or REDLINE_API_KEY)`;
const log = (line: string) => console.error(`[staff] ${line}`);

const { positionals, values: options } = commandLine(
  { options: { role: { type: 'string' }, store: { type: 'string', multiple: true }, name: { type: 'string' }, locale: { type: 'string' }, label: { type: 'string' }, key: { type: 'string' } } },
  USAGE,
);
const [command, first, second] = positionals;
const origin = (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');

function usage(): never {
  console.error(USAGE);
  process.exit(2);
}

/** A password typed at the terminal, not echoed. */
async function askPassword(prompt: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  const answer = new Promise<string>((resolve) => rl.question(prompt, resolve));
  muted = true;
  const password = await answer;
  rl.close();
  process.stdout.write('\n');
  return password;
}

async function memberId(email: string | undefined): Promise<number> {
  const member = email ? await staffByEmail(email) : null;
  if (!member) throw new Error(`no staff member ${email ?? ''}`);
  return member.id;
}

if (!command) usage();

await runCommand(log, async () => {
  switch (command) {
    case 'create-admin': {
      if (!first) usage();
      let password: string | undefined;
      if (process.stdin.isTTY) {
        password = await askPassword('Password for the new administrator (8 to 128 characters): ');
        if ((await askPassword('Repeat it: ')) !== password) throw new Error('The two passwords are not the same.');
      }
      const made = await createAdministrator(systemActor('staff-cli'), { email: first, name: options.name, password }, origin);
      if (made.invitation) {
        console.log(`Invitation for ${first} (open it within 72 hours, once; it is also in the e-mail outbox):\n${made.invitation.link}`);
      } else {
        console.log(`Administrator ${first} made. Add this key to an authenticator app (or the otpauth URI below):\n  ${made.totpSecret}`);
        console.log(`Recovery codes (each works once; keep them safe, they are not shown again):\n  ${made.recoveryCodes!.join('  ')}`);
        console.log(`Sign in at ${origin}/ops/signin`);
      }
      return;
    }
    case 'list': {
      for (const m of await allStaff()) {
        const status = m.disabledAt ? 'disabled' : m.passwordHash ? 'active' : 'invited';
        console.log(`${m.email.padEnd(36)} ${m.role.padEnd(16)} ${status.padEnd(9)} ${m.storeIds.join(',') || '-'}${m.demo ? '  (demo)' : ''}`);
      }
      return;
    }
    case 'invite': {
      if (!first || !options.role) usage();
      const actor = await commandActor(options.key, 'invite');
      const invitation = await inviteStaff(actor, { email: first, name: options.name ?? first.split('@')[0]!, role: options.role as never, storeIds: options.store ?? [], locale: options.locale ?? 'en-US' }, origin);
      console.log(`Invitation e-mailed to ${first} (through the outbox); the link, good for 72 hours:\n${invitation.link}`);
      return;
    }
    case 'role': {
      if (!first || !options.role) usage();
      const actor = await commandActor(options.key, 'role');
      await changeStaffRole(actor, await memberId(first), { role: options.role, storeIds: options.store ?? [] });
      console.log(`${first} is now ${options.role}; their sessions ended and their keys were revoked.`);
      return;
    }
    case 'disable':
    case 'enable': {
      if (!first) usage();
      const actor = await commandActor(options.key, command);
      const id = await memberId(first);
      await (command === 'disable' ? disableStaff(actor, id) : enableStaff(actor, id));
      console.log(command === 'disable' ? `${first} is disabled: signed out everywhere, keys revoked.` : `${first} may sign in again.`);
      return;
    }
    case 'key': {
      if (first === 'create' && second && options.role) {
        const actor = await commandActor(options.key, 'key create');
        const made = await createApiKey(actor, { staffId: await memberId(second), role: options.role, label: options.label });
        console.log(`${made.key}\n(shown once: keep it where the tool that uses it reads REDLINE_API_KEY; its prefix ${made.prefix} names it in lists)`);
        return;
      }
      if (first === 'revoke' && second) {
        const actor = await commandActor(options.key, 'key revoke');
        await revokeApiKey(actor, second);
        console.log(`Key ${second} revoked.`);
        return;
      }
      return usage();
    }
    case 'code': {
      if (!first) usage();
      console.log(await demoCode(first));
      return;
    }
    default:
      usage();
  }
});
