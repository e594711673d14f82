import { z } from 'zod';

// The portal's Content-Security-Policy forbids eval. Zod otherwise probes for it with `new Function` on its first parse,
// and the browser reports the blocked probe as a policy violation (an issue Lighthouse counts against best practices),
// so the browser uses Zod's interpreted parser from the start. Every browser module that parses with Zod imports this
// first (the forms' resolver, the sign-in hand-off, the image upload); the public pages load no Zod at all.
z.config({ jitless: true });
