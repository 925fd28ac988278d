import { signInMetadata, signInRoute } from '@/features/account/auth/SignInPage';

export const generateMetadata = signInMetadata;

/** /signinnotcheckout (spec §2.2). */
export default signInRoute('notcheckout');
