/**
 * Skills named after work done to something ("vendor management", "data analysis", "query
 * optimization") as resumes write the work: "managed vendors", "analysed data", "optimised
 * queries". Each nominal has its verb forms and the objects after which the
 * verb names something else (managed care, managed services) or begins a longer object ("managed
 * key stakeholders", "monitored progress"). Nominals whose verbs mislead too often are left out:
 * "designed digital campaigns" is no digital design, "installed Windows" no window installation,
 * "developed international partnerships" no international development.
 */
import { termKey, withEnglishS } from './text.js';

interface Phrasing {
  verbs: readonly string[];
  exceptObjects: ReadonlySet<string>;
}

const words = (list: string) => list.split(' ').filter(Boolean);

function phrasing(verbs: string, exceptObjects = ''): Phrasing {
  return { verbs: words(verbs), exceptObjects: new Set(words(exceptObjects).map(termKey)) };
}

const OPTIMIZATION = phrasing(
  'optimized optimised optimizing optimising optimize optimise optimizes optimises',
  'search load mathematical heuristic',
);

const PHRASINGS: Readonly<Record<string, Phrasing>> = {
  management: phrasing(
    'managed managing manage manages',
    'care service print code space leave issue public tag category terminal land key test log matrix sport practice arts stage weight case brand',
  ),
  analysis: phrasing('analyzed analysed analyzing analysing analyze analyse analyzes analyses', 'job security stock traffic'),
  planning: phrasing('planned plan plans', 'line range space unit business community load'),
  coordination: phrasing('coordinated coordinating coordinate coordinates', 'production'),
  monitoring: phrasing('monitored monitor monitors', 'progress condition environmental'),
  forecasting: phrasing('forecasted forecast forecasts'),
  automation: phrasing('automated automating automate automates', 'email'),
  integration: phrasing('integrated integrating integrate integrates', 'technology'),
  deployment: phrasing('deployed deploying deploy deploys', 'continuous windows'),
  evaluation: phrasing('evaluated evaluating evaluate evaluates', 'job impact heuristic'),
  assessment: phrasing('assessed assessing assess assesses', 'opportunity'),
  optimization: OPTIMIZATION,
  optimisation: OPTIMIZATION,
  administration: phrasing('administered administering administer administers', 'sales arts'),
  migration: phrasing('migrated migrating migrate migrates'),
  drafting: phrasing('drafted draft drafts'),
  reporting: phrasing('reported report reports'),
  supervision: phrasing('supervised supervising supervise supervises'),
};

/**
 * One or two words, then the nominal: "vendor management", "time series analysis"; not the tail of
 * a pair ("research and development", "monitoring and evaluation").
 */
const NOMINAL_TERM = /^(?!\p{L}+ (?:and|or|und) )(\p{L}[\p{L}-]*(?: \p{L}[\p{L}-]*)?) (\p{L}+)$/u;

/** An object as the skill's name writes it and in the plural: "planned menus" as "planned menu". */
function objectForms(object: string): string[] {
  return object.endsWith('s') ? [object] : [object, withEnglishS(object)];
}

/** The matching keys of a skill name's or alias's verb phrasings ("vendor management" -> "managed vendor", ...). */
export function verbPhrasingKeys(term: string): string[] {
  const [, object, nominal] = NOMINAL_TERM.exec(term.toLowerCase()) ?? [];
  const phrasing = nominal === undefined ? undefined : PHRASINGS[nominal];
  if (!phrasing || phrasing.exceptObjects.has(termKey(object!))) return [];
  return phrasing.verbs.flatMap((verb) => objectForms(object!).map((form) => termKey(`${verb} ${form}`)));
}
