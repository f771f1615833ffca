import { createRegisterHandler } from '@/lib/auth/register-handler';
import { getDb } from '@/server/db/client';

/** Sign-up of /user/register (a static segment, so it wins over next-auth's catch-all). */
const handleRegister = createRegisterHandler({ getDb });

export const POST = (request: Request) => handleRegister(request);
