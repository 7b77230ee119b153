/**
 * Imported first by the package index, before any schema exists. The web app's
 * Content-Security-Policy forbids eval: zod must neither compile parsers with `new Function` nor
 * probe for it (browsers report the caught probe as a policy violation). The interpreted parsers
 * are fast enough for request-sized input on the server too.
 */
import { z } from 'zod';

z.config({ jitless: true });
