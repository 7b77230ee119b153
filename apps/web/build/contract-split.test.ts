import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseSync, transformWithOxc, type Plugin } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitContractModules } from './contract-split';

const APPLICATIONS = path.resolve(import.meta.dirname, '../../../packages/contract/src/schemas/applications.ts');

type Handler = (this: unknown, ...args: unknown[]) => unknown;
const handlerOf = (hook: unknown) => (typeof hook === 'function' ? hook : (hook as { handler: Handler }).handler) as Handler;

/** The plugin's hooks run as the build runs them, on the contract's real applications module. */
async function splitApplications(plugin: Plugin) {
  const { code } = await transformWithOxc(await readFile(APPLICATIONS, 'utf8'), APPLICATIONS, { lang: 'ts' });
  const context = { parse: (source: string) => parseSync('module.js', source).program };
  const facade = (await handlerOf(plugin.transform).call(context, code, APPLICATIONS)) as { code: string };
  const part = (name: string) => handlerOf(plugin.load).call(context, `${APPLICATIONS}?contract-part=${name}`) as { code: string };
  return { facade: facade.code, plain: part('plain').code, zod: part('zod').code };
}

describe('splitContractModules', () => {
  let split: Awaited<ReturnType<typeof splitApplications>>;

  beforeAll(async () => {
    const plugin = splitContractModules();
    await handlerOf(plugin.buildStart).call({});
    split = await splitApplications(plugin);
  });

  it('re-exports texts and limits from the part without zod, and schemas from the other', () => {
    expect(split.facade).toMatch(/APPLICATION_MESSAGES as APPLICATION_MESSAGES[^;]*\?contract-part=plain"/);
    expect(split.facade).toMatch(/RESUME_MAX_BYTES as RESUME_MAX_BYTES[^;]*\?contract-part=plain"/);
    expect(split.facade).toMatch(/applicationSchema as applicationSchema[^;]*\?contract-part=zod"/);
  });

  it('keeps zod and the schemas of other modules out of the plain part', () => {
    expect(split.plain).not.toMatch(/from "zod"/);
    expect(split.plain).not.toMatch(/\bz\.(object|string|number|enum)\(/);
    expect(split.plain).toMatch(/^export \{[^}]*\bAPPLICATION_MESSAGES\b/m);
  });

  it('configures zod before the zod part creates a schema, and reads the plain part for the texts', () => {
    expect(split.zod.split('\n')[0]).toMatch(/^import ".*zod-config\.ts";$/);
    expect(split.zod).toMatch(/from "zod"/);
    expect(split.zod).toMatch(/import \{[^}]*\bAPPLICATION_MESSAGES\b[^}]*\} from ".*\?contract-part=plain"/);
  });
});
