import { createRegisterHandler } from '@/lib/data/auth/register-handler';
import { getDb } from '@/server/db/client';
import { getMailer } from '@/server/mail/mailer';
import { refuseWriteRequest } from '@/lib/data/read-only-gate';

/** Sign-up of /user/register (a static segment, so it wins over next-auth's catch-all). */
const handleRegister = createRegisterHandler({ getDb, getMailer });

export const POST = (request: Request) => refuseWriteRequest(request) ?? handleRegister(request);
