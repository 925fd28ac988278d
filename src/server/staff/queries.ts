import { findStaffSession } from './sessions';

/** Whether a half sign-in (the password was right, the code awaited) is still open: the sign-in page then asks for the code. */
export async function pendingSignIn(value: string | undefined): Promise<boolean> {
  return (await findStaffSession(value, 'password')) !== null;
}
