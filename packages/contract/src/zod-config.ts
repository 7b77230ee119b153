/**
 * Imported first by the package index, before any schema exists. In the browser the web app's
 * Content-Security-Policy forbids eval: zod must neither compile parsers with `new Function` nor
 * probe for it (browsers report the caught probe as a policy violation). On the server zod compiles
 * its object parsers, which validates requests and strips every answer several times faster.
 */
import { z } from 'zod';

z.config({ jitless: 'document' in globalThis });
