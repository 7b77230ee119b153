import { Visitor, type ESTree, type Plugin } from 'vite';

/** The contract's endpoint descriptor modules (api/<domain>.ts); endpoint.ts only declares the type. */
const DESCRIPTOR_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/]api[\\/](?!endpoint\.ts$)[^\\/]+\.ts$/;

/**
 * What the web reads of a descriptor at run time in a production build: `callApi` and `fillPath`
 * need the method and the path; only development and test builds read its schemas (`callApi`
 * checks every answer there).
 */
const RUNTIME_FIELDS = new Set(['method', 'path']);

function fieldName(property: ESTree.ObjectExpression['properties'][number]): string | null {
  if (property.type !== 'Property' || property.computed) return null;
  return property.key.type === 'Identifier' ? property.key.name : null;
}

/** The source of `defineEndpoint({...})`'s argument with only its run-time fields, or null to leave it. */
function runtimeDescriptor(code: string, call: ESTree.CallExpression): string | null {
  const [argument] = call.arguments;
  if (call.callee.type !== 'Identifier' || call.callee.name !== 'defineEndpoint' || argument?.type !== 'ObjectExpression') return null;
  const kept = argument.properties.filter((property) => RUNTIME_FIELDS.has(fieldName(property) ?? ''));
  if (kept.length !== RUNTIME_FIELDS.size) throw new Error(`defineEndpoint without a literal ${[...RUNTIME_FIELDS].join(' and ')}`);
  return `{ ${kept.map((property) => code.slice(property.start, property.end)).join(', ')} }`;
}

/**
 * Production builds only: every endpoint descriptor keeps its method and path and drops its
 * schemas, summary and description. A page that calls an endpoint then no longer loads the zod
 * schemas of its payloads (nor zod itself, when no form of the page needs it). The types are
 * unchanged: TypeScript reads the contract's sources, not this output.
 */
export function runtimeEndpoints(): Plugin {
  return {
    name: 'kairox:runtime-endpoints',
    apply: 'build',
    transform: {
      filter: { id: DESCRIPTOR_MODULE },
      handler(code) {
        const replacements: { start: number; end: number; text: string }[] = [];
        new Visitor({
          CallExpression(call) {
            const text = runtimeDescriptor(code, call);
            if (text !== null) replacements.push({ start: call.arguments[0]!.start, end: call.arguments[0]!.end, text });
          },
        }).visit(this.parse(code));
        let output = code;
        for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start)) output = output.slice(0, start) + text + output.slice(end);
        return { code: output, map: null };
      },
    },
  };
}
