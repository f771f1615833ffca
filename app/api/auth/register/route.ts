import { createRegisterHandler } from '@/lib/data/auth/register-handler';
import { getDb } from '@/server/db/client';
import { getMailer } from '@/server/mail/mailer';

/** Sign-up of /user/register (a static segment, so it wins over next-auth's catch-all). */
const handleRegister = createRegisterHandler({ getDb, getMailer });

// READ_ONLY_MODE is answered inside the handler, which keeps what a form sent without script typed.
export const POST = (request: Request) => handleRegister(request);
