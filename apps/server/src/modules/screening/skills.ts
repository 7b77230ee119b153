/**
 * Skills the job asks for, skills the resume shows, and the weighted share found.
 *
 * Job skills come from the title and requirements (weight 1) and the description (weight 0.6).
 * A line that says "preferred", "nice to have", "a plus"... (or sits under such a heading)
 * halves its skills' weight. Narrative description sentences (about the company, its product or
 * its users, with no word about the candidate or the work) name no required skill. Benefits, equal-opportunity and "about us" paragraphs are skipped
 * (a posting that offers "health insurance" does not ask for insurance skills). Soft skills
 * weigh half; a skill mentioned more than once in the job weighs 20 % more.
 */
import { JOB_SKILL_SENTENCE_MAX, type JobSkill } from '@kairox/contract';
import { linkAlternatives } from './alternatives.js';
import type { ScreeningLanguage } from './language.js';
import { postingTitle } from './role.js';
import { continuesSentence, endsNoSentence, escapeRegExp, normalizeText, type Token, tokenize, withEnglishS, withoutNegatedAsks } from './text.js';
import { synonymGroupTitles } from './title-synonyms.js';
import {
  type SkillMention,
  type SkillReading,
  type Vocabulary,
  getVocabulary,
  impliedBy,
  matchSkills,
  readSkills,
  withImplied,
} from './vocabulary.js';

const SOURCE_WEIGHTS = { title: 1, requirements: 1, description: 0.6 } as const;
const PREFERRED_FACTOR = 0.5;
const CATEGORY_FACTORS: Record<string, number> = { 'soft-skills': 0.5 };
const REPEAT_BONUS = 1.2;

type JobSection = keyof typeof SOURCE_WEIGHTS;

export interface RequiredSkill {
  id: string;
  /** The vocabulary's name ("Web accessibility"). */
  name: string;
  /** The job's own words for it, as first written in the posting ("WCAG"). */
  asWritten: string;
  category: string;
  weight: number;
  sources: JobSection[];
  preferred: boolean;
  /** The posting sentence it was first read from; null for a skill a recruiter added. */
  sentence: string | null;
  /**
   * A recruiter's skill the vocabulary does not know: the resume shows it when it contains these
   * matching-form tokens in a row.
   */
  phrase?: string[];
  /** The skills the posting offers instead of this one ("Tableau or Power BI"): any of them meets the ask (`alternatives.ts`). */
  alternatives?: string[];
}

export const PREFERRED_LINE =
  /(?<![\p{L}])(?:preferred|nice[- ]to[- ]have|a plus|is a plus|are a plus|bonus|desirable|desired|advantageous|an advantage|optional|ideally|good to have|wünschenswert|von vorteil|vorteilhaft|idealerweise|ein plus|kann(?=\s*[:)]))(?![\p{L}])/iu;
const PREFERRED_HEADING =
  /^(?:preferred|nice[- ]to[- ]have|bonus(?: points)?|desired|desirable|good to have|pluses|additional(?!\s+requirements?)|optional|wünschenswert(?:e|es)?|(?:folgendes )?(?:wäre|ist) wünschenswert|von vorteil|(?:das ist )?ein plus|(?:kann|soll)(?:-anforderungen|-kriterien)?)(?:\s+(?:skills|qualifications|requirements|experience|kenntnisse))?\s*:?\s*$/iu;
const REQUIRED_HEADING =
  /^(?:(?:additional )?requirements?|required|must[- ]have|qualifications|minimum qualifications|basic qualifications|what you(?:'ll| will)? (?:need|bring|do)|skills|responsibilities|duties|wh(?:at|o) we(?:'re| are) looking (?:for|to hire)|about you|who you are|your profile|anforderungen|anforderungsprofil|(?:ihr |dein )?profil|(?:ihre |deine )?qualifikationen|(?:ihre |deine )?aufgaben|(?:ihr |dein )?aufgabengebiet|kenntnisse|muss(?:-anforderungen|-kriterien)?|(?:das )?(?:bringen sie|bringst du) mit|(?:sie bringen|du bringst) mit|was (?:sie|du) mitbring(?:en|st)|(?:das erwartet|was erwartet) (?:sie|dich)|was (?:sie|dich) erwartet)(?:\s+(?:skills|qualifications|requirements|experience))?\s*:?\s*$/iu;
const BOILERPLATE_HEADING =
  /^(?:benefits|perks|what we offer|we offer|compensation(?: and benefits)?|salary|about (?!(?:the |this )?(?:role|job|position|opportunity|you)\b)[\w .&'-]{1,40}|who we are|our (?:company|culture|mission|values)|equal (?:employment )?opportunity|eeo statement|why [\w&.' -]+\??|how to apply|next steps|(?:our |the )?(?:hiring|recruiting|recruitment|interview|application) process|(?:was )?wir bieten|(?:das|was) (?:bieten wir|wir (?:dir|ihnen) bieten)(?: dir| ihnen)?|unser angebot|wer wir sind|über uns|bewerbungsprozess|so geht es weiter)\s*:?\s*$/iu;
/**
 * Words that tie a sentence to the candidate or the work ("you will", "experience with",
 * "we are looking for", "certification", "Kenntnisse", "Ihre Aufgaben"). A longer description
 * sentence without any is narrative about the company, its product or its users ("Recruiters spend
 * their whole day in our web app"): it names no skill the job asks for.
 */
const WORK_CUE =
  /(?<![\p{L}])(?:you|your|candidates?|applicants?|looking for|seeking|hiring for|experience[ds]?|knowledge|skills?|proficien\w*|familiar\w*|abilit(?:y|ies)|able to|must|required?|requirements?|responsib\w*|will|should|need|duties|tasks|key skills|stack|technolog\w*|tooling|landscape|background|competenc\w*|certif\w*|licen[cs]\w*|degrees?|diplomas?|qualifi\w*|sie|ihr|ihre|ihren|du|dein\w*|kenntnisse\w*|erfahrung\w*|suchen|gesucht|aufgaben|anforderungen)(?![\p{L}])/iu;
const NARRATIVE_MIN_WORDS = 4;
/**
 * A statement's verb ("ASM is one of North America's leading agencies", "employees are dedicated
 * to"): a section a label opened inside a line may run on into the company's description, while
 * its requirements are mostly fragments without one ("Computer literacy including Microsoft Office").
 */
const STATEMENT_VERB = /(?<![\p{L}])(?:is|are|was|were|has|have|had)(?![\p{L}])/iu;
/**
 * A sentence that says what the company is ("CenturyLink is a global communications, hosting, cloud
 * and IT services company", "We are a professional staffing firm") or where it is seated
 * ("Headquartered in Teaneck, New Jersey, Cognizant combines … a collaborative workforce"):
 * narrative, whatever words of the work its description of the company holds, unless it speaks to
 * the candidate.
 */
const COMPANY_STATEMENT =
  /^(?:(?:in|about|at)\s[^,]{1,40},\s*)?(?!(?:[Tt]his|[Ii]t|[Tt]hat|[Tt]here|[Hh]ere)\s)\p{Lu}\S*(?:\s+[^\s.!?]+){0,5}?\s(?:is|are)\s(?:a|an|the|one of)(?:\s+[^\s.!?]+){0,8}?\s+(?:compan(?:y|ies)|providers?|leaders?|advis[eo]rs?|firms?|organi[sz]ations?|employers?|manufacturers?|retailers?|agenc(?:y|ies)|institutions?|brands?|corporations?|distributors?|suppliers?|networks?|groups?|business(?:es)?)(?![\p{L}])/u;
const ADDRESSES_CANDIDATE = /(?<![\p{L}])(?:you|your|candidates?|applicants?|looking for|seeking|hiring)(?![\p{L}])/iu;
const COMPANY_SEAT = /^(?:headquartered|founded|established)\s+in\s/i;
const isCompanyStatement = (sentence: string): boolean => {
  const trimmed = sentence.trim();
  return (COMPANY_STATEMENT.test(trimmed) || COMPANY_SEAT.test(trimmed)) && !ADDRESSES_CANDIDATE.test(sentence);
};
/**
 * A sentence that opens with a duty is the work, not narrative about the company: said as an order
 * ("Partner with leaders on talent reviews", "Build churn models", "Qualify inbound leads") or of
 * the holder, as US postings list duties ("Assists customers with returns", "Performs routine
 * maintenance", "Loads and unloads product"), or named as a noun, as project postings list their
 * tasks ("Implementation of a proof of concept", "Durchführen von Code-Reviews", "Konzeption und
 * Umsetzung neuer Schnittstellen"). Verbs that open as often as nouns ("Reports to the director",
 * "Plans are in place") are left out.
 */
const DUTY_VERBS = (
  'build design develop lead manage partner own drive create maintain provide ensure coordinate conduct prepare process verify ' +
  'teach plan assess analy[sz]e deliver implement run write review collaborate oversee supervise train monitor perform handle ' +
  'qualify book assist administer counsel track identify resolve troubleshoot install configure deploy test operate schedule ' +
  'negotiate sell present research evaluate establish define mentor improve optimi[sz]e automate document produce advise ' +
  'work prospect source audit reconcile draft execute facilitate recommend translate diagnose inspect repair triage escalate ' +
  'participate demonstrate apply interact respond communicate use utili[sz]e attend support assure complete promote ' +
  'follow measure serve load unload receive incorporate initiate adhere collect foster keep organi[sz]e observe ' +
  'obtain check contact interpret advocate coach guide greet answer gather distribute solicit generate approve recruit ' +
  'formulate determine cooperate clean help move lift sort pack ship file isolate replicate hold understand construct'
).split(' ');
/** Verbs that double their last letter before "-ing". */
const DOUBLING_VERBS = new Set(['plan', 'run', 'ship']);
/** A verb's "-ing" form, as a duty is listed ("Creating test plans", "Supporting the regression framework"). */
const gerund = (verb: string): string =>
  DOUBLING_VERBS.has(verb) ? `${verb}${verb.at(-1)}ing` : /[^e]e$/.test(verb) ? `${verb.slice(0, -1)}ing` : `${verb}ing`;
/** "Leading provider of …", "Building on 30 years …" open narrative about the company. */
const NARRATIVE_GERUNDS = new Set(['lead', 'build']);
const dutyForms = (verb: string): string[] => [verb, withEnglishS(verb), ...(NARRATIVE_GERUNDS.has(verb) ? [] : [gerund(verb)])];
const DUTY_VERB_START = new RegExp(`^(?:${DUTY_VERBS.flatMap(dutyForms).join('|')})(?![\\p{L}])`, 'iu');
/** Verbs that open a duty as the holder's ("Makes rounds", "Updates charges") but as an order or a noun open narrative too ("Make a difference"). */
const THIRD_PERSON_DUTY_START = new RegExp(
  `^(?:${'make contribute update direct take act'.split(' ').map(withEnglishS).join('|')})(?![\\p{L}])`,
  'iu',
);
const DUTY_NOUN_START =
  /^(?:implementation|development|design|creation|definition|maintenance|analysis|support|integration|migration|optimi[sz]ation|automation|documentation|configuration|administration|operation|coordination|preparation|production|review|processing|management) of(?![\p{L}])/iu;
const GERMAN_DUTY_START =
  /^(?:(?:durchführ|einricht|erstell|entwickl|implementier|konzipier|umsetz|betreu|pfleg|unterstütz|analysier|dokumentier|optimier|automatisier|beheb|anpass|konfigurier|administrier|überwach|koordinier|modellier|migrier|integrier|test)(?:en|ung)|konzeption|weiterentwicklung|wartung|beratung|planung|aufbau|einführung|steuerung|bereitstellung|mitarbeit|mitwirkung|analyse|pflege|dokumentation|migration|integration|administration|koordination)(?![\p{L}])/iu;
/** A section's name run into the sentence after it where a posting's line breaks were lost ("Other DutiesObtain content assets"). */
const GLUED_HEADING = /^(?:\p{Lu}\p{Ll}+\s)*\p{Lu}\p{Ll}+(?=\p{Lu}\p{Ll})/u;
/** The holder as a duty's subject ("He/she assists the supervisor", "This position supervises store operations"). */
const DUTY_SUBJECT =
  /^(?:he|she|he\s*\/\s*she|she\s*\/\s*he|he or she|this (?:position|role|person|individual|job)|the (?:incumbent|employee|associate|successful candidate))\s+(?:also\s+)?/iu;
const opensWithDuty = (sentence: string): boolean => {
  const opening = sentence
    .replace(/^[^:]{1,40}:\s*/u, '')
    .replace(GLUED_HEADING, '')
    .replace(DUTY_SUBJECT, '');
  return [DUTY_VERB_START, THIRD_PERSON_DUTY_START, DUTY_NOUN_START, GERMAN_DUTY_START].some((start) => start.test(opening));
};
const LIST_ITEM = /^\s*(?:[-*•·]|\d+[.)])\s*/;
/**
 * A posting's place of work as a field ("Einsatzort: Basel", or "Location" with the place on the
 * next line): a city, not an ask, though some name a skill too (Basel, the banking accords).
 */
const PLACE_FIELD = /^(?:einsatzort|arbeitsort|dienstort|standort|ort|location|job location|work location|place of work)\s*(?::\s*(.*))?$/iu;
/** The longest line read as the place a place field's label stands over. */
const PLACE_VALUE_MAX_CHARS = 60;
/** Any other short title-like line ("The Role:", "What You'll Do") ends a skipped section. */
const GENERIC_HEADING = /^(?=.{1,40}$)[\p{Lu}\d][^\s,.;!?]*(?:\s+[^\s,.;!?]+){0,4}\s*:?$/u;
/**
 * Sentences about equal opportunity or benefits (a company committed to diversity, or that
 * invests in your career development), or that invite the reader to follow the company online,
 * to ask for an accommodation or to trust that replies stay confidential, say nothing about the
 * work.
 */
const BOILERPLATE_SENTENCE =
  /\b(?:equal (?:employment )?opportunity|affirmative action|without regard|protected veterans?|veteran status|national origin|sexual orientation|gender identity|genetic information|drug[- ]free workplace|e-verify|reasonable accommodations?|(?:require|need|request)s? an accommodation|401\s?\(?k\)?|paid time off|pto|health insurance|dental insurance|vision insurance|life insurance|medical,? dental|tuition reimbursement|(?:is|are) committed to (?:diversity|inclusion|equal)|invests? in (?:your|our (?:people|employees|associates)(?:'s?)?) (?:career|professional) (?:development|growth)|employee discounts?|benefits package|competitive (?:salary|pay|compensation|benefits)|connect with us|follow us|like us on|find us on|learn more about|(?:inquiries|applications|submissions|resumes|responses|correspondence) (?:will be|are) (?:kept|held|treated) (?:\w+ )?confidential|(?:hiring|recruiting|recruitment|interview|application) process|betriebliche altersvorsorge|urlaubstage|vermögenswirksame|chancengleichheit|bewerbungsprozess)\b/iu;
/**
 * Spans that name no skill the job asks for, left out before skills are read: anywhere, a share in
 * hiring ("take part in interviewing candidates"), the candidate's car insurance, the checks and
 * the right to work the candidate must hold, the law a license is required by, the posting speaking
 * of itself, script code, "in concert with" and the letters of an acronym the posting defines; in
 * the description also the teams and people the job works with ("work with our recruitment team",
 * "partner with product and design teams", "feed our ML teams", "with data engineers and product
 * managers", "support attorneys", "assists the site doctors, nurse practitioners and nurses",
 * "findings to the physician", "mit unserem Recruiting-Team"), but not the office it works in ("in
 * a physician office").
 * In the requirements a team is often the ask ("experience in agile teams"). The client's sector
 * that introduces an agency's description is context, not an ask.
 */
const HIRING_WORD = '(?:interview(?:ing|s)?|hiring|recruit(?:ing|ment))';
const HIRING_DUTY = new RegExp(
  `(?<![\\p{L}])(?:take part in|participate in|help(?: us)?(?: with)?|support|join)\\s+(?:our\\s+|the\\s+)?${HIRING_WORD}(?:\\s*(?:,|and|&|or)\\s*${HIRING_WORD})*(?:\\s+(?:of\\s+)?(?:new\\s+)?(?:candidates|colleagues|engineers|people|process|loops?))?(?![\\p{L}])`,
  'giu',
);
const PEOPLE_WORKED_WITH =
  '(?:\\p{L}*teams?|departments?|colleagues|stakeholders|groups?|kolleg(?:en|innen)|abteilung(?:en)?|\\p{L}*(?:engineers|managers|designers|scientists|analysts|developers|recruiters|researchers|executives|therapists|technologists|reporters|producers)|journalists|editors|influencers|(?:creative|art)\\s+directors?|realtors|chefs?|(?:creative|advertising|media|pr|design|digital|marketing|branding|staffing|recruiting)\\s+agenc(?:y|ies)|buyers|planners|accountants|attorneys|lawyers|\\p{L}*bankers|architects?|superintendents?|physicians?|doctors?|\\p{L}*practitioners|dentists|surgeons|clinicians|nurses|pharmacists|social workers|teachers|ceos|(?:small\\s+)?business\\s+owners)';
const TEAM_WORKED_WITH = new RegExp(
  `(?<![\\p{L}])(?:with|alongside|for|to|from|across|within|supporting|support|assist(?:s|ing)?|help(?:s|ing)?|join(?:ing)?|feed(?:s|ing)?|serv(?:e|es|ing)|enabl(?:e|es|ing)|empower(?:s|ing)?|mit|für|im|in)\\s+(?:(?:our|the|other|a|an|your|unser(?:em|en|er|e)?|dem|den|das|ein(?:em)?)\\s+)?(?:[\\p{L}&/]+[\\s-]+){0,4}(?<!microsoft\\s)${PEOPLE_WORKED_WITH}(?:\\s*(?:,|and|&|or|und|oder)\\s+(?:[\\p{L}&/]+[\\s-]+){0,2}${PEOPLE_WORKED_WITH})*(?![\\p{L}])(?!\\s+(?:office|practice|clinic)s?(?![\\p{L}]))`,
  'giu',
);

/**
 * The people whose meetings a job runs or attends, named as the meetings' kind ("Lead owner,
 * architect and subcontractor meetings"): persons, not the skill an architect's title names.
 */
const MEETING_PEOPLE = 'owner|architect|engineer|superintendent|subcontractor|consultant|designer';
const MEETINGS_OF_PEOPLE = new RegExp(
  String.raw`(?<![\p{L}])(?:${MEETING_PEOPLE})s?(?:\s*(?:,|and|&|or)\s*(?:${MEETING_PEOPLE}|client|vendor|trade)s?)*\s+meetings(?![\p{L}])`,
  'giu',
);

/**
 * The company's name where it says it is hiring ("Peak Fitness Club is looking for", "Ghazarian
 * Welding Inc. is seeking"): the skill a name holds is the company's trade, which the job may or
 * may not ask for elsewhere. "Our Sales Team is looking for" names a team, kept.
 */
const COMPANY_HIRING =
  /(?<![\p{L}'.&-])(?!(?:Our|Your|This|We|They)\s)(?:\p{Lu}[\p{L}&'.-]*\s+){1,4}(?=(?:is|are)\s+(?:looking|hiring|seeking|searching|recruiting)(?![\p{L}])|seeks\s)/gu;

/** The business functions a job works across ("partner with leaders across engineering and sales"). */
const BUSINESS_FUNCTION =
  '(?:engineering|sales|marketing|finance|product|design|operations|legal|hr|human resources|support|customer success|it|data|research|procurement)';
const FUNCTIONS_WORKED_ACROSS = new RegExp(
  `(?<![\\p{L}])(?:across|between)\\s+(?:the\\s+)?${BUSINESS_FUNCTION}(?:\\s*(?:,|and|&|or)\\s*${BUSINESS_FUNCTION})+(?![\\p{L}])`,
  'giu',
);

/**
 * The departments a job partners with, named as departments are, in capitals ("Partner with Sales
 * and Product to reduce churn", "Collaborate closely with Engineering"): no ask, while "experience
 * with sales" is one.
 */
const DEPARTMENT =
  '(?:Engineering|Sales|Marketing|Finance|Product|Design|Operations|Legal|HR|Human Resources|Support|Customer Success|IT|Procurement|R&D|G&A)';
const DEPARTMENT_LIST = `(?:(?:the|our)\\s+)?${DEPARTMENT}(?:\\s*(?:,|and|&|or)\\s*${DEPARTMENT})*(?![\\p{L}])`;
const DEPARTMENTS_PARTNERED_WITH = new RegExp(
  `(?<![\\p{L}])(?:[Pp]artner|[Cc]ollaborat|[Ww]ork|[Cc]oordinat|[Ll]iais)\\p{L}*\\s+(?:(?:closely|directly|cross-functionally)\\s+)?with\\s+${DEPARTMENT_LIST}`,
  'gu',
);
/** The departments a duty is done for ("variance analysis for R&D and G&A"), unless the job answers for them ("responsible for Sales"). */
const DEPARTMENTS_WORKED_FOR = new RegExp(`(?<![\\p{L}])(?<!(?:responsible|accountable)\\s+)for\\s+${DEPARTMENT_LIST}`, 'gu');

/**
 * The client's sector, as an agency's posting introduces it ("für unseren Kunden aus dem Bankenumfeld",
 * "Unser Kunde, ein Versicherungsunternehmen", "for our client in the insurance sector").
 */
const CLIENT_SECTOR =
  /(?<![\p{L}])(?:(?:unser|unseren|unserem|ein|einen|einem)\s+(?:end)?(?:kunden?|auftraggeber)\s+(?:aus\s+(?:dem|der)(?:\s+(?:Bereich|Umfeld|Sektor)(?:\s+(?:der|des))?)?|im|in\s+der)|unser\s+(?:end)?kunde\s*[,–-]\s*(?:ein|eine)|(?:our|a)\s+(?:client|customer)s?\s+(?:in|from)\s+the)\s+[\p{L}-]+(?:\s+(?:industry|sector|space))?(?![\p{L}])/giu;

/**
 * Leadership as whom the job reports or presents to ("monthly reports for leadership", "present to
 * senior leadership", "explain results to plant leadership"); "a commitment to servant leadership"
 * and "responsible for providing leadership" name a skill.
 */
const LEADERSHIP_AUDIENCE =
  /(?<![\p{L}])(?:to|for|with)\s+(?:(?:the|our|your)\s+)?(?:(?!(?:and|or|strong|proven|effective|servant|thought|good|great|excellent|demonstrated|technical|team)\s|[\p{L}-]+ing\s)[\p{L}-]+\s+)?leadership(?![\p{L}])(?!\s+(?:skills?|experience|abilit\w*|qualities|roles?|positions?|of)(?![\p{L}]))/giu;

/**
 * A manager the job reports, presents or hands its work to, or works with ("report release
 * readiness to the engineering manager", "escalate issues to the store manager", "step in for the
 * Executive Chef", "partner with the Store Manager"): a person, not the management skill their title
 * names, also in the requirements. A role of that title stays asked ("for the engineering manager
 * role").
 */
const MANAGER_REPORTED_TO =
  /(?<![\p{L}])(?:to|for|with)\s+(?:the|our|your)\s+(?:[\p{L}&/]+[\s-]+){0,3}(?:manager|director|supervisor|head|chef)(?![\p{L}])(?!\s+(?:role|position|job|opening|vacancy)(?![\p{L}]))/giu;

/**
 * The departments and contacts a German job works between or with ("Schnittstelle zwischen
 * fachlichen Ansprechpartnern, Produktmanagement und -entwicklung", "in Abstimmung mit dem
 * Vertrieb"): no ask, as DEPARTMENTS_PARTNERED_WITH in English.
 */
const GERMAN_DEPARTMENT =
  '(?:[\\p{L}-]+\\s+)?(?:Ansprechpartner(?:n|innen)?|Teams?|Projektleitung|Produktmanagement|Fachabteilung(?:en)?|Fachbereich(?:en|e|s)?|Vertrieb|Marketing|Einkauf|Controlling|Personalabteilung|-?[Ee]ntwicklung|Management|Geschäftsführung)';
const DEPARTMENTS_BETWEEN_DE = new RegExp(
  `(?<![\\p{L}])(?:Schnittstelle\\s+zwischen|(?:Zusammenarbeit|Abstimmung)\\s+mit)\\s+(?:(?:dem|der|den|unserem|unserer)\\s+)?${GERMAN_DEPARTMENT}(?:\\s*(?:,|und|oder|/|sowie)\\s*${GERMAN_DEPARTMENT})*(?![\\p{L}])`,
  'gu',
);
/** A German job that acts as the go-between ("Sie agieren als Schnittstelle zwischen allen Projektbeteiligten"): a person, not an interface to build. */
const GO_BETWEEN_DE = /(?<![\p{L}])als\s+(?:zentrale[nr]?\s+)?Schnittstelle(?![\p{L}])/giu;
/**
 * The insurance of the candidate's own car, which field jobs require ("Current liability auto
 * insurance required", "valid driver's license and auto insurance", "a reliable car w/current
 * insurance coverage"): no insurance skill. Insurance a job sells or underwrites ("commercial
 * vehicle insurance needs", "auto insurance policies") stays.
 */
const OWN_VEHICLE_INSURANCE =
  /(?<![\p{L}])(?<!(?:commercial|personal|sells?|selling|homeowners and)\s+)(?:liability\s+)?(?:auto(?:mobile)?|vehicle|car)\s+(?:liability\s+)?insurance(?:\s+coverage)?(?!\s+(?:products?|polic(?:y|ies)|needs|claims|sales|underwriting|industry|agency|agents?))(?![\p{L}])|(?<![\p{L}])liability\s+insurance\s+on\s+(?:an?\s+)?(?:auto(?:mobile)?|vehicle|car)(?![\p{L}])|(?<![\p{L}])(?:auto(?:mobile)?|vehicle|car)\s+(?:w\/\s*|with\s+)(?:current\s+|valid\s+|proper\s+)?(?:liability\s+)?insurance(?:\s+coverage)?(?![\p{L}])/giu;
/**
 * The checks the candidate must pass to be hired ("ability to pass drug test", "submit to a
 * background investigation", "pre-employment criminal background check"): a condition of
 * employment, not the background checks an HR job runs ("assists with new employee background
 * checks", which stays).
 */
const SCREENING_CHECK =
  '(?:background|drug|criminal|credit)(?:\\s*(?:and|&|\\/)\\s*(?:criminal|alcohol))?(?:\\s+background)?\\s+(?:security\\s+)?(?:checks?|investigations?|screens?|screenings?|tests?|testing)';
const CANDIDATE_SCREENING = new RegExp(
  `(?<![\\p{L}])(?:(?:pass(?:es|ing)?|clear|undergo|submit\\s+to|subject\\s+to|(?:successful(?:ly)?\\s+|satisfactory\\s+)?complet(?:e|ion\\s+of)|satisfactory\\s+results\\s+(?:from|of))\\s+(?:(?:a|an|the)\\s+)?(?:[\\p{L}-]+\\s+){0,3}?|(?:pre-?employment|post-?offer)\\s+(?:[\\p{L}/-]+\\s+){0,2}?)${SCREENING_CHECK}(?:\\s*(?:,|and|&)\\s*(?:an?\\s+)?${SCREENING_CHECK})*(?![\\p{L}])`,
  'giu',
);
/**
 * Script code and style rules a posting copied from a web page carries ("$('span#TrackingJobBody
 * a').each(function (i, v) { … case /youtube/.test(href): … });", "#ejb_header { color: #; … }",
 * also a rule cut off at the text's end): no words of the job.
 */
const PAGE_SCRIPT = /\$\(\s*['"][^]*?\}\s*\)\s*;|[\w#.:-]+\s*\{[^{}\n]*:[^{}\n]*;[^{}\n]*(?:\}|$)/gmu;
/** The law a license is required by ("Licenses as required by federal, state or local government"): no public administration. */
const REQUIRED_BY_LAW =
  /(?<![\p{L}])(?:as\s+)?(?:required|mandated)\s+by\s+(?:the\s+)?(?:applicable\s+)?(?:federal|state|local)(?:\s*(?:,|and\/or|and|or)\s*(?:federal|state|local))*\s+(?:government|laws?|regulations?|agenc(?:y|ies))(?![\p{L}])/giu;
/** A rule given as the reason for another ask ("at least 21 years of age due to DOT regulations"): not asked itself. */
const RULE_AS_REASON = /(?<![\p{L}])(?:due\s+to|because\s+of)\s+(?:the\s+)?(?:[\p{L}.]+\s+){0,3}?(?:regulations?|rules|laws?)(?![\p{L}])/giu;
/** The right to work a candidate must hold ("US citizenship or equivalent (Green Card)", "Green Card Holders"): no immigration law. */
const WORK_ELIGIBILITY =
  /(?<![\p{L}])(?:green\s+card\s+(?:holders?|work\s+permits?)|(?:citizens?(?:hip)?(?:\s+or\s+(?:equivalent\s+)?)?|persons?\s+with\s+an?\s+)\(?\s*green\s+cards?\s*\)?)(?![\p{L}])/giu;
/** Keeping up with one's field ("reading professional publications"): no research. */
const READING_PUBLICATIONS =
  /(?<![\p{L}])(?:read(?:s|ing)?|review(?:s|ing)?)\s+(?:(?:professional|technical|trade|industry|regulation)\s+(?:and\s+)?)*publications(?![\p{L}])/giu;
/** What a job acquires besides companies ("Site Acquisition", "data acquisition", "content acquisition"): no mergers and acquisitions. */
const NON_COMPANY_ACQUISITION =
  /(?<![\p{L}])(?:data|vendor|parts|site|content|land|property|loan|procurement|system|equipment)s?\s+acquisitions?(?![\p{L}])/giu;
/** "state-of-the-art practices": no art. */
const STATE_OF_THE_ART = /(?<![\p{L}])state[\s-]+of[\s-]+the[\s-]+art(?![\p{L}])/giu;
/** What the candidate "will be taught": no teaching. */
const TAUGHT_TO_CANDIDATE = /(?<![\p{L}])(?:be|been|being|is|are|was|were)\s+taught(?![\p{L}])/giu;
/** The training the candidate goes through ("complete our FAA-approved training program"): no training of others. */
const TRAINING_TAKEN =
  /(?<![\p{L}])(?:complete|completing|attend|attending|undergo|undergoing)\s+(?:(?:our|the|a|an|all|paid)\s+)?(?:[\p{L}-]+\s+){0,2}training(?:\s+(?:programs?|programmes?|courses?|classes))?(?![\p{L}])/giu;
/** Travellers and shoppers with special needs are the public a job serves: no special education. */
const PUBLIC_WITH_SPECIAL_NEEDS =
  /(?<![\p{L}])(?:passengers|customers|guests|travell?ers|visitors|shoppers|riders)\s+with\s+special\s+needs(?![\p{L}])/giu;
/**
 * The roles a recruiter fills ("full-cycle recruiting for clinical and administrative roles", "hire
 * for engineering positions"): the work of the people hired, not of the job.
 */
const ROLES_RECRUITED_FOR =
  /(?<=(?<![\p{L}])(?:recruit\p{L}*|hir(?:e|es|ed|ing)|staff(?:s|ed|ing)?|sourc(?:e|es|ed|ing))\s+for\s+)(?:(?:our|the|all|its)\s+)?(?:[\p{L}&/-]+,?\s+){1,6}?(?:roles|positions|jobs|openings|vacancies|requisitions|reqs)(?![\p{L}])/giu;
/**
 * A design project's first phase ("from programming through construction administration"): the
 * client's needs gathered for a building, no software programming.
 */
const DESIGN_PROGRAMMING_PHASE =
  /(?<=(?<![\p{L}])from\s+(?:(?:the\s+)?(?:initial|early)\s+)?)programming(?=\s+(?:through|to|thru|until)\s+(?:the\s+)?(?:construction|design|schematic|occupancy|completion|close-?out)(?![\p{L}]))/giu;
/** The company's own accountant a job works with ("Work with our CPA at year end"): no CPA asked. */
const OWN_CPA = /(?<![\p{L}])(?:with|to|for|from)\s+(?:our|the|your)\s+(?:outside\s+|external\s+)?cpas?(?![\p{L}])/giu;
/** The police or fire department a job calls in an emergency ("contact police or fire when needed"): no law enforcement. */
const EMERGENCY_SERVICES_CALLED =
  /(?<![\p{L}])(?:contact|contacting|call|calling|notify|notifying|alert|alerting)\s+(?:the\s+)?(?:police|fire(?:\s+department)?|emergency\s+services)(?:\s+(?:or|and|\/)\s+(?:the\s+)?(?:police|fire(?:\s+department)?|emergency\s+services))?(?![\p{L}])/giu;
/** The buyers a salesperson sells to ("selling to manufacturing or supply chain buyers") are customers: no procurement. */
const BUYERS_SOLD_TO = /(?<=(?<![\p{L}])(?:sell(?:s|ing)?|sold)\s+to\s+(?:[\p{L}&/-]+\s+){0,4})buyers(?![\p{L}])/giu;
/**
 * A document the job follows, named in capitals after an article ("Follow FAR Part 121 procedures
 * and the General Maintenance Manual", "as outlined in the Team Member Handbook"): its name is no
 * skill. A document the job writes stays asked ("Develop and update the Employee Handbook"), and a
 * capitalised word after the name goes on with a skill ("the Selenium Manual Testing suite").
 */
const DOCUMENT_FOLLOWED =
  /(?<![\p{L}])(?:[Tt]he|[Oo]ur|[Ii]ts|[Tt]heir)(?<=(?<![\p{L}])(?:[Ff]ollow(?:s|ing)?|[Pp]er|[Uu]nder|[Oo]utlined\s+in|[Dd]escribed\s+in|[Ii]n\s+accordance\s+with|[Aa]ccording\s+to|[Cc]ompl(?:y|ies|iance)\s+with|[Aa]dhere\s+to|[Aa]dherence\s+to)\s[^.;!?\n]{0,60}?\p{L}+)\s+(?:\p{Lu}[\p{L}&'-]*\s+){1,5}(?:Manual|Handbook)s?(?![\p{L}])(?!\s+\p{Lu})/gu;
/** "in concert with": together, no concert. */
const IN_CONCERT = /(?<![\p{L}])in\s+concert\s+with(?![\p{L}])/giu;
/**
 * An acronym the posting defines as the capitalised words before it ("Clinical Pump Consultants
 * (CPC)", "Preventative Maintenance (PM)"): it means those words, which are read, and not the
 * vocabulary's skill of the same letters (cost per click, project management).
 */
const DEFINED_ACRONYM = /((?:\p{Lu}[\p{L}&'-]*\s+){2,7})\(\s*(\p{Lu}{2,7})\s*\)/gu;
const withoutDefinedAcronyms = (text: string): string =>
  text.replace(DEFINED_ACRONYM, (whole, words: string, acronym: string) => {
    const initials = words
      .trim()
      .split(/\s+/)
      .slice(-acronym.length)
      .map((word) => word[0])
      .join('');
    return initials === acronym ? words : whole;
  });
/** The posting speaking of itself ("Please respond to this job posting", "visit our job postings"): no job posting to write. */
const POSTING_ITSELF = /(?<![\p{L}])(?:this|the|our|these)\s+job\s+postings?(?![\p{L}])/giu;
/** The boss in German ("Der Chef muss draußen bleiben", "Ihre Chefin"): a person, not a cook. */
const GERMAN_BOSS = /(?<![\p{L}])(?:der|den|dem|des|die|ihr(?:e|em|en)?|dein(?:e|em|en)?|unser(?:e|em|en)?)\s+Chef(?:in|s)?(?![\p{L}])/giu;
/** German leaders and leadership bodies a job answers to, as persons or bodies. */
const GERMAN_LEADERS =
  '(?:Projektleitung|Projektleiter(?:in|innen|s)?|Projektmanager(?:in|innen|s)?|Teamleiter(?:in|innen|s)?|Abteilungsleiter(?:in|innen|s)?|Bereichsleiter(?:in|innen|s)?|Vorgesetzten|Geschäftsführung|Geschäftsleitung|Bereichsleitung|Abteilungsleitung|Teamleitung|Führungsebene|Management|Lenkungsausschuss|Vorstand)';
const GERMAN_LEADER_LIST = `${GERMAN_LEADERS}(?:\\s*(?:,|und|oder|bzw\\.|/)\\s*${GERMAN_LEADERS})*(?![\\p{L}])`;
/**
 * The same in German: whom the job reports to or supports ("Reporting an die Projektleitung",
 * "berichten an den Teamleiter bzw. Abteilungsleiter", "Unterstützung der Projektmanager"), and a
 * leader's post as a prospect ("Entwicklung zu einem Teamleiter"): persons, not the skill their title names.
 */
const LEADERSHIP_AUDIENCE_DE = new RegExp(
  `(?<![\\p{L}])(?:(?:an|gegenüber)\\s+(?:die|den|das|der|dem|unsere?[nm]?)|Unterstützung\\s+(?:der|des|unserer|unseres)|(?:Entwicklung|Aufstieg|Weiterentwicklung)\\s+(?:zum|zur|zu\\s+(?:einem|einer)))\\s+${GERMAN_LEADER_LIST}`,
  'giu',
);

/** Nouns that name what a company makes ("our scheduling product", "unsere Plattform"). */
const PRODUCT_NOUNS = new Set([
  'product',
  'platform',
  'app',
  'application',
  'dashboard',
  'software',
  'solution',
  'suite',
  'marketplace',
  'website',
  'produkt',
  'plattform',
]);
const OUR_WORDS = new Set(['our', 'unser', 'unsere', 'unseren', 'unserem', 'unserer', 'unseres']);
/** Words that may stand between "our" and the product's skill or noun ("our new recruiter dashboard"). */
const WORDS_BEFORE_OWN_PRODUCT_MAX = 2;
/**
 * Kinds of skill that are work a person does, which a product's name borrows for what the product
 * does ("our scheduling product", "our recruiting platform"). The technology it is built with
 * ("our Kubernetes platform") and the field it serves ("our payments product", where knowing the
 * field counts) stay asked.
 */
const WORK_BORROWED_BY_PRODUCTS = new Set(['office-tools', 'hr', 'customer-service', 'marketing', 'sales', 'project-management']);

/**
 * Whether a description's mention names the company's own product rather than an ask: the work it
 * does for its users ("features of our scheduling product") or the product itself ("our recruiter
 * dashboard").
 */
function namesOwnProduct(tokens: readonly Token[], at: number, mention: SkillMention, vocabulary: Vocabulary): boolean {
  let start = at;
  while (start > 0 && at - start < WORDS_BEFORE_OWN_PRODUCT_MAX && !tokens[start - 1]!.sep && !OUR_WORDS.has(tokens[start - 1]!.norm)) start -= 1;
  if (!OUR_WORDS.has(tokens[start - 1]?.norm ?? '')) return false;
  const last = tokens[at + mention.length - 1]!;
  const isTheProduct = PRODUCT_NOUNS.has(last.norm) && start < at;
  const describesIt =
    PRODUCT_NOUNS.has(tokens[at + mention.length]?.norm ?? '') && WORK_BORROWED_BY_PRODUCTS.has(vocabulary.byId.get(mention.id)!.category);
  return isTheProduct || describesIt;
}

/** The spans left out of every section, in the order they are taken out. */
const NOT_ASKED_ANYWHERE = [
  PAGE_SCRIPT,
  HIRING_DUTY,
  OWN_VEHICLE_INSURANCE,
  CANDIDATE_SCREENING,
  POSTING_ITSELF,
  REQUIRED_BY_LAW,
  RULE_AS_REASON,
  MANAGER_REPORTED_TO,
  WORK_ELIGIBILITY,
  IN_CONCERT,
  DOCUMENT_FOLLOWED,
  READING_PUBLICATIONS,
  NON_COMPANY_ACQUISITION,
  STATE_OF_THE_ART,
  TAUGHT_TO_CANDIDATE,
  TRAINING_TAKEN,
  PUBLIC_WITH_SPECIAL_NEEDS,
  EMERGENCY_SERVICES_CALLED,
  OWN_CPA,
  BUYERS_SOLD_TO,
  ROLES_RECRUITED_FOR,
  DESIGN_PROGRAMMING_PHASE,
];
/** The spans left out of the description besides: the teams, people and functions the job works with. */
const NOT_ASKED_IN_DESCRIPTION = [
  COMPANY_HIRING,
  DEPARTMENTS_BETWEEN_DE,
  TEAM_WORKED_WITH,
  MEETINGS_OF_PEOPLE,
  FUNCTIONS_WORKED_ACROSS,
  DEPARTMENTS_PARTNERED_WITH,
  DEPARTMENTS_WORKED_FOR,
  LEADERSHIP_AUDIENCE,
  LEADERSHIP_AUDIENCE_DE,
  GO_BETWEEN_DE,
  GERMAN_BOSS,
  CLIENT_SECTOR,
];
const withoutSpans = (text: string, spans: readonly RegExp[]): string => spans.reduce((rest, span) => rest.replace(span, ' '), text);

function withoutNotAsked(text: string, source: JobSection): string {
  const everywhere = withoutSpans(withoutDefinedAcronyms(text), NOT_ASKED_ANYWHERE);
  return source === 'description' ? withoutSpans(everywhere, NOT_ASKED_IN_DESCRIPTION) : everywhere;
}

/**
 * The words of a nice-to-have marker in parentheses after one item of a list ("Docker, Jenkins
 * (optional), Git", "Kubernetes (von Vorteil)"): it marks that item, not its line.
 */
const ITEM_PREFERRED_WORDS = [
  'optional',
  'preferred',
  'nice to have',
  'a plus',
  'bonus',
  'desirable',
  'desired',
  'von vorteil',
  'vorteilhaft',
  'wünschenswert',
  'ein plus',
  'idealerweise',
].map((marker) => marker.split(' '));
const ITEM_PREFERRED_SOURCE = ITEM_PREFERRED_WORDS.map((words) => words.join('[- ]')).join('|');
const ITEM_PREFERRED = new RegExp(`\\(\\s*(?:${ITEM_PREFERRED_SOURCE})\\s*\\)`, 'giu');
/**
 * A parenthesis that says what its item would best be ("RN (BSN preferred)", "asset protection
 * experience (upscale retail preferred)", "case management software (Clio preferred)"): the item
 * before it stays asked, and a skill named only inside it is a nice-to-have.
 */
const PREFERRED_PARENTHESIS = new RegExp(`\\([^()]*\\S\\s+(?:${ITEM_PREFERRED_SOURCE})\\s*\\)`, 'giu');
const WHOLE_ITEM_PREFERRED = new RegExp(`^${ITEM_PREFERRED.source}$`, 'iu');

/** Whether a text is a nice-to-have marker in parentheses and nothing else: "(optional)", "(von Vorteil)". */
export const isItemPreferredMarker = (text: string): boolean => WHOLE_ITEM_PREFERRED.test(text);

/** Whether an ITEM_PREFERRED marker starts at the token: "(", its words, ")". */
function isItemMarker(tokens: readonly Token[], index: number): boolean {
  return (
    tokens[index]?.raw === '(' &&
    ITEM_PREFERRED_WORDS.some(
      (words) => words.every((word, k) => tokens[index + 1 + k]?.norm === word) && tokens[index + 1 + words.length]?.raw === ')',
    )
  );
}

/** The token of the closing parenthesis of a PREFERRED_PARENTHESIS that opens at the token, or -1. */
function preferredParenthesisEnd(tokens: readonly Token[], index: number): number {
  if (tokens[index]?.raw !== '(') return -1;
  const close = tokens.findIndex((t, k) => k > index && (t.raw === ')' || t.raw === '('));
  if (close === -1 || tokens[close]!.raw !== ')') return -1;
  const inside = tokens.slice(index + 1, close).map((t) => t.norm);
  const endsPreferred = ITEM_PREFERRED_WORDS.some(
    (words) => inside.length > words.length && words.every((word, k) => inside[inside.length - words.length + k] === word),
  );
  return endsPreferred ? close : -1;
}

/**
 * The fields of study a degree is asked in ("Bachelor's degree in finance or accounting", "BS/MS in
 * Computer Science or a related field", "Studium der Informatik"), up to the end of the clause.
 * Education weighs the degree; its fields are alternatives, so none of them is a must-have.
 */
const DEGREE_FIELDS =
  /(?<![\p{L}])(?:degree|bachelor'?s?|master'?s|master(?=\s+(?:of|in|degree)\s)|diploma|b\.s\.|m\.s\.|b\.?sc|m\.?sc|b\.a\.|m\.a\.|ba\/bs|bs\/ba|bs\/ms|mba|ph\.?\s?d|(?:bs|ms|ba|ma)(?=\s+in\s)|studium|hochschulabschluss|studienabschluss)(?![\p{L}])[^;.]{0,40}?(?<![\p{L}])(?:in|of|im bereich|im fach|der|des)\s+([^;]*?)(?=;|\.(?:\s|$)|\s+(?:and|with|plus|as well as|und|mit|sowie)\s+(?:\d|at least|experience|knowledge|erfahrung|kenntnisse)|$)/iu;

/** The skills a line names only as the field of a degree it asks for (`DEGREE_FIELDS`). */
function degreeFieldsOnly(text: string, mentions: readonly SkillMention[], vocabulary: Vocabulary): Set<string> {
  const match = DEGREE_FIELDS.exec(text);
  if (!match) return new Set();
  const fields = new Set(matchSkills(tokenize(match[1]!), vocabulary).keys());
  const rest = matchSkills(tokenize(text.slice(0, match.index) + text.slice(match.index + match[0].length)), vocabulary);
  return new Set(mentions.map((m) => m.id).filter((id) => fields.has(id) && !rest.has(id)));
}

/**
 * Words after a comma, semicolon or opening parenthesis that make the rest of the line (or of the
 * parentheses) a nice-to-have: "3+ years of Python, ideally with Django", "B2B-Vertrieb,
 * idealerweise Medizintechnik". The line before them stays as asked.
 */
const LEADING_PREFERRED_WORDS = ['ideally', 'preferably', 'idealerweise', 'vorzugsweise'];
export const SCOPED_PREFERRED_TAIL = new RegExp(`[,;(]\\s*(?:${LEADING_PREFERRED_WORDS.join('|')})(?![\\p{L}]).*$`, 'iu');
const CLAUSE_OPENERS = new Set([',', ';', '(']);

/** Whether a LEADING_PREFERRED_WORDS word starts a clause at the token; the token after the clause's end, or -1. */
function scopedPreferredEnd(tokens: readonly Token[], index: number): number {
  const opener = tokens[index - 1]?.raw;
  if (!opener || !CLAUSE_OPENERS.has(opener) || !LEADING_PREFERRED_WORDS.includes(tokens[index]!.norm)) return -1;
  const close = opener === '(' ? tokens.findIndex((t, k) => k > index && t.raw === ')') : -1;
  return close === -1 ? tokens.length : close;
}

/** "able to", "ability to", "willing(ness) to", "eligible to" before a verb of gaining a qualification. */
const GAIN_ASKERS = new Set(['able', 'ability', 'willing', 'willingness', 'eligible', 'eligibility']);
const GAIN_VERBS = new Set(['obtain', 'attain', 'become']);
/** What "become" gains: "the ability to become certified". */
const GAINED_STATES = new Set(['certified', 'licensed', 'registered']);
/** A unit of time, also run into its number ("within 1year of hire"). */
const TIME_UNIT = /^(?:\d+)?(?:days?|weeks?|months?|years?)$/;
/** What a time limit counts from: "within 6 months of hire", "within two years of employment". */
const HIRE_WORDS = new Set(['hire', 'hiring', 'hired', 'employment', 'start', 'starting', 'joining', 'onboarding', 'appointment', 'selection']);
const CLAUSE_ENDS = new Set([',', ';', ':', '(', ')', '•', '·', '\n']);

/** The token after a time limit from hire that opens at the token ("within 90 days of hire"), or -1. */
function afterHireLimitEnd(tokens: readonly Token[], index: number): number {
  if (tokens[index]?.norm !== 'within') return -1;
  const unit = tokens.findIndex((t, k) => k > index && k <= index + 4 && TIME_UNIT.test(t.norm));
  if (unit === -1 || !['of', 'after', 'from'].includes(tokens[unit + 1]?.norm ?? '')) return -1;
  let counted = unit + 2;
  if (tokens[counted]?.norm === 'the') counted++;
  if (tokens[counted]?.norm === 'date' && tokens[counted + 1]?.norm === 'of') counted += 2;
  return HIRE_WORDS.has(tokens[counted]?.norm ?? '') ? counted + 1 : -1;
}

/** The token after a phrase that lets a qualification be gained later ("ability to obtain", "or obtainable") opening at the token, or -1. */
function gainLaterEnd(tokens: readonly Token[], index: number): number {
  if (tokens[index]!.norm === 'obtainable') return index + 1;
  if (!GAIN_ASKERS.has(tokens[index]!.norm) || tokens[index + 1]?.norm !== 'to' || !GAIN_VERBS.has(tokens[index + 2]?.norm ?? '')) return -1;
  if (tokens[index + 2]!.norm !== 'become') return index + 3;
  return GAINED_STATES.has(tokens[index + 3]?.norm ?? '') ? index + 4 : -1;
}

const latestMention = (mentions: readonly SkillMention[]): SkillMention | null =>
  mentions.reduce<SkillMention | null>((latest, mention) => (!latest || mention.first > latest.first ? mention : latest), null);

/** The last mention in the phrase's clause before it; a clause that opens with "or" goes on the one before ("PTCB, or ability to obtain"). */
function lastMentionBefore(tokens: readonly Token[], mentions: readonly SkillMention[], start: number): SkillMention | null {
  const clauseStart = tokens.findLastIndex(
    (t, k) => k < start && CLAUSE_ENDS.has(t.raw) && t.raw !== '(' && t.raw !== ')' && tokens[k + 1]?.norm !== 'or',
  );
  const before = mentions.filter((mention) => mention.first > clauseStart && mention.first + mention.length <= start);
  // A parenthesis closed before the phrase qualifies the item, which is what may be gained ("teaching certificate (K-6), or eligibility to obtain").
  const closedBefore = (at: number) => {
    const bracket = tokens.findLastIndex((t, k) => k < at && (t.raw === '(' || t.raw === ')'));
    const close = tokens.findIndex((t, k) => k > at && t.raw === ')');
    return bracket !== -1 && tokens[bracket]!.raw === '(' && close !== -1 && close < start;
  };
  const items = before.filter((mention) => !closedBefore(mention.first));
  return latestMention(items.length > 0 ? items : before);
}

/** The mentions all of whose occurrences lie between the phrase's end and its clause's end. */
function mentionsAfter(tokens: readonly Token[], mentions: readonly SkillMention[], end: number): SkillMention[] {
  const clauseEnd = tokens.findIndex((t, k) => k >= end && CLAUSE_ENDS.has(t.raw));
  const scopeEnd = clauseEnd === -1 ? tokens.length : clauseEnd;
  return mentions.filter((mention) => mention.at.every((at) => at >= end && at < scopeEnd));
}

/**
 * The skills a posting lets the candidate gain after hire, which are a plus to have already. A
 * time limit from hire marks the item it follows ("ACLS within 6 months of hire"), or else those
 * after it ("Within 90 days of hire must obtain a CDL"); "ability to obtain" marks what it names
 * ("ability to obtain and maintain a security clearance"), or the item before it when it ends the
 * clause or a time limit follows ("Hazmat endorsement (or ability to obtain)", "EIT required or
 * ability to obtain within 18 months").
 */
function gainedLater(tokens: readonly Token[], mentions: readonly SkillMention[]): Set<string> {
  const marked = new Set<string>();
  tokens.forEach((_, start) => {
    const timeLimitEnd = afterHireLimitEnd(tokens, start);
    if (timeLimitEnd !== -1) {
      const before = lastMentionBefore(tokens, mentions, start);
      for (const mention of before ? [before] : mentionsAfter(tokens, mentions, timeLimitEnd)) marked.add(mention.id);
      return;
    }
    const end = gainLaterEnd(tokens, start);
    if (end === -1) return;
    const endsClause = end === tokens.length || CLAUSE_ENDS.has(tokens[end]!.raw) || tokens[end]!.norm === 'within';
    const before = endsClause ? lastMentionBefore(tokens, mentions, start) : null;
    for (const mention of endsClause ? (before ? [before] : []) : mentionsAfter(tokens, mentions, end)) marked.add(mention.id);
  });
  return marked;
}

/**
 * The skills a nice-to-have marker scopes: of the mentions before each ITEM_PREFERRED marker, the
 * last; the mentions after a clause-opening LEADING_PREFERRED_WORDS word.
 */
function markedPreferred(tokens: readonly Token[], mentions: readonly SkillMention[]): Set<string> {
  const marked = new Set<string>();
  tokens.forEach((_, marker) => {
    const parenthesisEnd = preferredParenthesisEnd(tokens, marker);
    if (parenthesisEnd !== -1) {
      for (const mention of mentions) if (mention.at.every((at) => at > marker && at < parenthesisEnd)) marked.add(mention.id);
      return;
    }
    const scopeEnd = scopedPreferredEnd(tokens, marker);
    if (scopeEnd !== -1) {
      for (const mention of mentions) if (mention.first > marker && mention.first < scopeEnd) marked.add(mention.id);
      return;
    }
    if (!isItemMarker(tokens, marker)) return;
    const last = latestMention(mentions.filter((mention) => mention.first + mention.length <= marker));
    if (last) marked.add(last.id);
  });
  return marked;
}

/** Abbreviations whose stop ends no sentence: "e.g. PostgreSQL", "Azure DevOps bzw. GitLab CI", "z. B. Java" (German nouns are capitalised). */
const ABBREVIATIONS = String.raw`e\.g|i\.e|z\.\s?B|u\.\s?a|d\.\s?h|[zud]|bzw|ggf|inkl|insb|evtl|bspw|ca|vs|incl|approx`;
/**
 * Where a sentence ends: after its stop and a space, before a capital, a bracket or a bullet; or
 * after a word's stop (and a closing quote) that runs straight into the next sentence's first word,
 * or a word in capitals, as pasted postings whose line breaks were lost write their bullets ("across
 * the country.Essential duties include", "a great place to work!"Position Overview", "on the right
 * track.BENEFITS:"). Abbreviations end none, nor does a name written with a dot ("Node.Js",
 * "ASP.NET").
 */
const SENTENCE_SPLIT = new RegExp(
  String.raw`(?<=[.!?])(?<!\b(?:${ABBREVIATIONS})\.)\s+(?=[A-Z(•-])` +
    String.raw`|(?<=\p{L}{2}[.!?]["”’)]?)(?<!\b(?:${ABBREVIATIONS})\.["”’)]?)(?=\p{Lu}\p{Ll}|\p{Lu}{3,}(?!\p{L}))(?!(?:Js|Net|Io|NET|IO)(?!\p{L}))` +
    String.raw`|(?<=\S)\s*(?=[•▪]|·\s{2})`,
  'u',
);

export interface JobLine {
  line: string;
  preferred: boolean;
  /** Under a nice-to-have heading or label ("Preferred Qualifications", "Wünschenswert:"). */
  preferredSection: boolean;
  /** Under a must-have heading ("Requirements", "Must-Have Skills", "Ihr Profil"). */
  required: boolean;
  /** A longer sentence outside the requirement sections with no word about the candidate or the work. */
  narrative: boolean;
}

type SectionMode = 'normal' | 'required' | 'preferred' | 'skip';
/** A bullet inside a line, where a posting's list ran into one line ("Responsibilities include • Write test scenarios • Review code"). */
const BULLET_START = /^(?:[•▪]|·\s)/u;
/** A heading alone between a line's bullets ("Preferred Skills • Experience with Jenkins", "Aufgaben: • Frontend"). */
const BARE_HEADING = /^[#*\-•·▪\s]*([^:.!?]{1,40}?)\s*:?\s*$/u;

/** The most words of a section's name that ends a sentence. */
const TRAILING_LABEL_MAX_WORDS = 4;

/**
 * The section whose name ends a sentence, where the section's items ran on after it ("• Retain
 * client relationships Benefits:•High brand awareness"); null when it ends with none.
 */
function trailingSection(sentence: string): SectionMode | null {
  const ending = /\s([^:]+):\s*$/u.exec(sentence);
  if (!ending) return null;
  const words = ending[1]!.split(/\s+/);
  for (let count = 1; count <= Math.min(TRAILING_LABEL_MAX_WORDS, words.length); count++) {
    const section = labelledSection(`${words.slice(-count).join(' ')}:`);
    if (section && section !== 'other') return section;
  }
  return null;
}

/** The section a heading names: benefits and the like (skipped), nice-to-haves or requirements; null for another. */
function headingSection(heading: string): Exclude<SectionMode, 'normal'> | null {
  if (BOILERPLATE_HEADING.test(heading)) return 'skip';
  if (PREFERRED_HEADING.test(heading)) return 'preferred';
  return REQUIRED_HEADING.test(heading) ? 'required' : null;
}

/**
 * The section a sentence opens by its label, up to the next label of its line: "Benefits:
 * remote-first, learning budget", "About us: …", or "Qualifications:Graduate of a School of
 * Nursing" where a posting's sections ran into one line. Another label ("Job Summary:") ends a
 * skipped one (`other`); null for no label.
 */
function labelledSection(sentence: string): SectionMode | 'other' | null {
  const label = /^[#*\-•·▪\s]*([^:]{1,40}):\s*\S/u.exec(sentence)?.[1];
  const heading = label ?? BARE_HEADING.exec(sentence)?.[1];
  if (heading === undefined) return null;
  // A short bullet reads like a heading of its own ("• Free yoga classes"): only a label is another section's.
  return headingSection(heading) ?? (label !== undefined && GENERIC_HEADING.test(label) ? 'other' : null);
}

/** Whether a sentence's words mark it nice-to-have, apart from a marker that scopes one item or a trailing clause. */
const marksPreferred = (sentence: string): boolean =>
  PREFERRED_LINE.test(sentence.replace(ITEM_PREFERRED, ' ').replace(PREFERRED_PARENTHESIS, ' ').replace(SCOPED_PREFERRED_TAIL, ' '));

/** Words by which an item says it is needed ("Python is required"). */
export const MUST_WORDS = 'required|mandatory|essential|a must|erforderlich|zwingend|ein muss';
/** Words by which an item says it is needed or nice to have, at its end ("Python is required", "Docker is a plus"). */
const IMPORTANCE_WORDS = `${MUST_WORDS}|a plus|preferred|desired|an advantage|ein plus|von vorteil|wünschenswert`;
/** Before a nice-to-have label inside a line ("Projektmanagement SAP-Migration Nice to Have: HANA", bullets run into one line). */
const BEFORE_NICE_TO_HAVE_LABEL = String.raw`\s+(?=(?:nice[- ]to[- ]have|good to have|optional|wünschenswert|von vorteil|preferred|bonus)\s*:)`;
/** After an item's own word of importance; not a task's "where required", nor "not required". */
const AFTER_IMPORTANCE = String.raw`(?<=\S\s+(?:${IMPORTANCE_WORDS}))(?<!(?:where|if|as|when|not|wo|falls|nicht)\s+\S+)`;
/**
 * Where the next item begins: after a comma, unless the clause goes on ("but not required", "as is
 * Kubernetes"), or run on after "is a plus" or a German item's "von Vorteil" (`runOn`).
 */
const NEXT_ITEM = String.raw`\s*,(?!\s*(?:but|though|although|as is|as are|as well|aber|jedoch|ebenso|sowie)(?![\p{L}]))\s*|(?<=(?:is|are|ist|sind)(?:\s+\p{L}+ly)?\s+(?:${IMPORTANCE_WORDS})|von vorteil|wünschenswert|erforderlich)(?<runOn>\s+)(?=\S)`;
/**
 * After a comma that ends an item stating its years, where a later item follows with its own
 * importance ("3-5 years of payroll experience, manufacturing preferred"): not where the word of
 * importance follows the comma at once and so marks the years' item ("3+ years of Java,
 * preferred"), nor before alternatives ("3+ years in either OR, ED or ICU (preferred)").
 */
export const LATER_ITEM_AFTER_COMMA = String.raw`,(?!\s*(?:preferred|desired|desirable|a plus|optional|nice to have|bevorzugt|wünschenswert|von vorteil|ein plus)(?![\p{L}]))(?![^;]*(?<![\p{L}])(?:or|oder)(?![\p{L}]))`;
const AFTER_YEARS_ITEM = String.raw`(?<=\d\s*\+?\s*(?:(?:-|–|to|bis)\s*\d+\s*\+?\s*)?(?:years?|yrs?|jahren?)(?![\p{L}])[^,;]*)${LATER_ITEM_AFTER_COMMA}\s*`;
/**
 * Where a clause ends: at a semicolon, before a nice-to-have label inside a line, after an item's
 * own word of importance where the next item follows ("Python is required, Docker is a plus",
 * "JAVA is a plus English is a must"), and after an item that states its years (AFTER_YEARS_ITEM).
 */
const CLAUSE_BREAK = new RegExp(
  String.raw`;\s*|${BEFORE_NICE_TO_HAVE_LABEL}|${AFTER_IMPORTANCE}(?<nextItem>${NEXT_ITEM})|${AFTER_YEARS_ITEM}`,
  'giu',
);
/** A clause that says its item is needed ("not required" does not), so a nice-to-have clause before it does not make it one. */
const MUST_CLAUSE = new RegExp(String.raw`(?<!(?:not|nicht)\s+)(?<![\p{L}])(?:${MUST_WORDS}|must[- ]have)(?![\p{L}])`, 'iu');

/** Whether a text leaves a parenthesis open ("Databases (Oracle preferred, MSSQL)" lists alternatives inside it). */
const inParentheses = (text: string): boolean => (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);

/**
 * The clause breaks of a sentence. A run-on item opens with a capital, which the flag `i` cannot
 * tell; items inside parentheses stay together.
 */
const clauseBreaks = (sentence: string): RegExpMatchArray[] =>
  [...sentence.matchAll(CLAUSE_BREAK)].filter(
    (found) =>
      found.groups?.nextItem === undefined ||
      (!inParentheses(sentence.slice(0, found.index)) &&
        (found.groups.runOn === undefined || /\p{Lu}/u.test(sentence.charAt(found.index! + found[0].length)))),
  );

/**
 * A sentence whose clauses differ in importance, split where it changes: "BLS certification
 * required; ACLS certification desired" asks for BLS and would like ACLS. A nice-to-have marker
 * scopes its clause and those after it, but for a clause that says it is needed ("Java is a plus,
 * English is a must") and the next item after an item's own word of importance ("AEM 6.0 von
 * Vorteil Erfahrungen in Java"); the clauses before the first marker stay as asked. Each part keeps
 * its words as written.
 */
function clausesByImportance(sentence: string): string[] {
  const parts: { start: number; end: number; preferred: boolean }[] = [];
  let start = 0;
  let nextItem = false;
  for (const clauseBreak of [...clauseBreaks(sentence), null]) {
    const end = clauseBreak ? clauseBreak.index! : sentence.length;
    const clause = sentence.slice(start, end);
    const last = parts.at(-1);
    const preferred = marksPreferred(clause) || (last?.preferred === true && !nextItem && !MUST_CLAUSE.test(clause));
    if (last?.preferred === preferred) last.end = end;
    else parts.push({ start, end, preferred });
    if (clauseBreak) start = end + clauseBreak[0].length;
    nextItem = clauseBreak?.groups?.nextItem !== undefined;
  }
  return parts.length === 1 ? [sentence] : parts.map((part) => sentence.slice(part.start, part.end));
}

/** The fewest words before a benefits or equal-opportunity phrase that are kept as a sentence run into it. */
const RUN_IN_WORK_MIN_WORDS = 12;

/** Duty verbs that also open what the company offers ("Receive paid time off", "Participate in our 401(k) plan"). */
const OFFER_OPENING = /^(?:receiv|participat|appl[yi])\p{L}*(?![\p{L}])/iu;
/** A duty of the job's own, as an order or of the holder, list marker aside. */
const opensWithOwnDuty = (sentence: string): boolean => {
  const opening = sentence.replace(LIST_ITEM, '').trim();
  return opensWithDuty(opening) && !OFFER_OPENING.test(opening);
};

/**
 * A sentence without its benefits or equal-opportunity part: null when it has one, unless the
 * words before it are requirements that ran into it where a posting's line breaks were lost
 * ("Willing to travel overnight, as neededIn addition to a rewarding career, we offer competitive
 * compensation"): at least RUN_IN_WORK_MIN_WORDS words that speak of the work. A duty that opens
 * the sentence makes such words the work itself, as an HR or a recruiting job's are ("Own new hire
 * onboarding, including E-Verify", "Administer the 401(k) plan", "Coordinate the interview
 * process").
 */
function withoutBoilerplate(sentence: string): string | null {
  const boilerplate = BOILERPLATE_SENTENCE.exec(sentence);
  if (!boilerplate) return sentence;
  const before = sentence.slice(0, boilerplate.index).trim();
  if (before.split(/\s+/).length >= RUN_IN_WORK_MIN_WORDS && WORK_CUE.test(before)) return before;
  return opensWithOwnDuty(sentence) ? sentence : null;
}

/** An email or web address: where to apply, never an ask ("HR@genewiz.com" named human resources). */
const ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:https?:\/\/|www\.)[^\s,;]+/giu;

/**
 * A sentence as the job page shows it and its narrative test reads it: without what it says the
 * job does not need ("No coding needed") and email or web addresses; null when nothing else is
 * left. (`withoutNotAsked` leaves spans out of the text only while its skills are matched.)
 */
function withoutDeniedAsksAndAddresses(sentence: string | null): string | null {
  if (sentence === null) return null;
  const rest = withoutNegatedAsks(sentence).replace(ADDRESS, ' ');
  if (rest === sentence) return sentence;
  return /[\p{L}\p{N}]/u.test(rest) ? rest.replace(/\s+/g, ' ').trim() : null;
}

/**
 * Reads a line's sentences into `out` under the section `mode` the line is in, labels inside the
 * line opening theirs (in a skipped section only a requirements or nice-to-have label does), and
 * answers the section of the lines after it: the one a heading at the line's end opens ("…on the
 * right track.BENEFITS:"), else `mode`.
 */
function readSentences(line: string, mode: SectionMode, listItem: boolean, out: JobLine[]): SectionMode {
  let sentenceMode: SectionMode = mode;
  let trailingHeading: SectionMode | null = null;
  for (const whole of line.split(SENTENCE_SPLIT).flatMap(clausesByImportance)) {
    const trailing = trailingSection(whole);
    const labelled = labelledSection(whole);
    if (labelled === 'other') {
      if (sentenceMode === 'skip' && mode !== 'skip') sentenceMode = mode;
    } else if (labelled) sentenceMode = labelled;
    const sentence = sentenceMode === 'skip' ? null : withoutDeniedAsksAndAddresses(withoutBoilerplate(whole));
    if (sentence !== null) out.push(jobLine(sentence, sentenceMode, mode, listItem));
    if (trailing) sentenceMode = trailing;
    trailingHeading = trailing ?? (BARE_HEADING.test(whole) && labelled !== 'other' ? labelled : null);
  }
  return trailingHeading ?? mode;
}

/** A sentence of a section (`sentenceMode`) of a line that is in `lineMode`, marked preferred, required and narrative. */
function jobLine(sentence: string, sentenceMode: SectionMode, lineMode: SectionMode, listItem: boolean): JobLine {
  const preferred = sentenceMode === 'preferred' || marksPreferred(sentence);
  // In requirements a label opened inside the line, only a statement may be narrative (STATEMENT_VERB).
  const openedInLine = sentenceMode === 'required' && lineMode !== 'required';
  const narrative =
    (sentenceMode === 'normal' || (openedInLine && STATEMENT_VERB.test(sentence))) &&
    !listItem &&
    !BULLET_START.test(sentence) &&
    !preferred &&
    sentence.split(/\s+/).length >= NARRATIVE_MIN_WORDS &&
    (isCompanyStatement(sentence) || (!WORK_CUE.test(sentence) && !opensWithDuty(sentence.trim())));
  return { line: sentence, preferred, preferredSection: sentenceMode === 'preferred', required: sentenceMode === 'required', narrative };
}

/** Lines (and sentences within long lines) of a job text that describe the work, each marked preferred or not, and narrative or not. */
export function jobLines(text: string): JobLine[] {
  const out: JobLine[] = [];
  let mode: SectionMode = 'normal';
  let placeNext = false;
  for (const rawLine of unwrappedLines(text)) {
    const line = rawLine.trim();
    if (!line) continue;
    const heading = line.replace(/^[#*\-•\s]+|[*\s]+$/g, '');
    const isPlace = placeNext && heading.length <= PLACE_VALUE_MAX_CHARS;
    const place = PLACE_FIELD.exec(heading);
    placeNext = place !== null && !place[1];
    if (isPlace || (place && (place[1] ?? '').length <= PLACE_VALUE_MAX_CHARS)) continue;
    if (heading.length <= 60) {
      const section = headingSection(heading);
      if (section) {
        mode = section;
        continue;
      }
      if (mode === 'skip' && !/^\s*[-*•]/.test(rawLine) && GENERIC_HEADING.test(heading)) {
        mode = 'normal';
        continue;
      }
    }
    mode = readSentences(line, mode, LIST_ITEM.test(rawLine), out);
  }
  return out;
}

/** The shortest line, and the share of the text's longest line, that a wrapped line fills. */
const WRAPPED_LINE_MIN_CHARS = 60;
const WRAPPED_LINE_SHARE = 0.8;

/**
 * The end of a line that leaves its sentence open mid-phrase: a comma, an open parenthesis, a word
 * split at a hyphen, a conjunction or preposition ("and", "of", "und", "für"). German's separable
 * particles ("… Kenntnisse mit") end sentences, so "mit" is none of them.
 */
const OPEN_PHRASE_END = /(?:[,(&/-]|\b(?:and|or|of|with|in|for|to|the|a|an|und|oder|von|für|der|die|das|im|zur|zum))$/iu;
const indentOf = (line: string): number => /^\s*/.exec(line)![0].length;

/**
 * A posting's lines with those a PDF or an e-mail wrapped a sentence onto joined to it: "• …at least
 * one popular web framework (JSF, Wicket," / "GWT, Spring MVC)." is one ask of alternatives, and
 * its sentence the recruiter sees whole. A line is wrapped when it fills the text's width, ends no
 * sentence and either ends mid-phrase or goes on, in lower case, on a line indented under it; the
 * next line is no bullet or heading. Items listed a line each stay apart ("… Adobe Creative Suite" /
 * "idealerweise Erfahrungen …"), and a text written a paragraph per line has no width to fill.
 */
function unwrappedLines(text: string): string[] {
  const lines = text.split(/\r?\n/);
  const width = Math.max(WRAPPED_LINE_MIN_CHARS, WRAPPED_LINE_SHARE * Math.max(...lines.map((line) => line.trim().length)));
  const out: string[] = [];
  lines.forEach((rawLine, index) => {
    const rawAbove = index > 0 ? lines[index - 1]! : '';
    const above = rawAbove.trim();
    const line = rawLine.trim();
    const goesOn = OPEN_PHRASE_END.test(above) || (continuesSentence(above, line) && indentOf(rawLine) > indentOf(rawAbove));
    const wrapped =
      line !== '' &&
      above.length >= width &&
      endsNoSentence(above) &&
      goesOn &&
      !LIST_ITEM.test(line) &&
      headingSection(line.replace(/[*\s]+$/, '')) === null;
    if (wrapped) out[out.length - 1] += above.endsWith('-') ? line : ` ${line}`;
    else out.push(rawLine);
  });
  return out;
}

/** The job's text with its boilerplate (benefits, EEO, about us) left out. */
export function jobWorkText(text: string): string {
  return jobLines(text)
    .map((l) => l.line)
    .join('\n');
}

/** A mention's words as written ("CI/CD", "React.js", "tractor-trailer"). */
function writtenForm(text: string, tokens: Token[], mention: SkillMention): string {
  const words = tokens.slice(mention.first, mention.first + mention.length).map((t) => t.raw);
  // As the text writes them, the hyphens the tokens leave out kept ("tractor-trailer", "System- und Abnahmetests").
  const written = new RegExp(`(?<![\\p{L}\\p{N}])${words.map(escapeRegExp).join('[\\s-]*')}(?![\\p{L}\\p{N}])`, 'u').exec(normalizeText(text));
  return written ? written[0].replace(/\s+/g, ' ') : words.join(' ');
}

/** How a sentence writes a skill ("warehouse" for warehouse operations); null when it names it not. */
export function writtenFormIn(sentence: string, id: string): string | null {
  const tokens = tokenize(sentence);
  const mention = matchSkills(tokens).get(id);
  return mention ? writtenForm(sentence, tokens, mention) : null;
}

/**
 * A title's skills without those another of them implies: "Backend Developer" asks for back-end
 * development, which is software development ("Developer"), not for both; "Java Developer" asks
 * for both, since Java alone is no development.
 */
function withoutImpliedByOthers(mentions: SkillMention[], vocabulary: Vocabulary): SkillMention[] {
  const impliedByOthers = new Set(mentions.flatMap((mention) => [...impliedBy(mention.id, vocabulary)]));
  return mentions.filter((mention) => !impliedByOthers.has(mention.id));
}

export function extractJobSkills(
  job: { title: string; description: string; requirements: string },
  vocabulary: Vocabulary = getVocabulary(),
): RequiredSkill[] {
  const acc = new Map<
    string,
    { weight: number; mentions: number; sources: Set<JobSection>; required: boolean; asWritten: string; sentence: string }
  >();
  const add = (source: JobSection, text: string, preferred: boolean, required = false) => {
    const asked = withoutNotAsked(text, source);
    const tokens = tokenize(asked);
    // A bullet, a line of the requirements or of a must-have section is one item of the posting's list of asks.
    const listItem = LIST_ITEM.test(text) || required || source === 'requirements';
    const found = [...matchSkills(tokens, vocabulary, { listItem }).values()];
    const mentions =
      source === 'title'
        ? withoutImpliedByOthers(found, vocabulary)
        : source === 'description'
          ? found.filter((mention) => !mention.at.every((at) => namesOwnProduct(tokens, at, mention, vocabulary)))
          : found;
    const marked = preferred
      ? new Set<string>()
      : new Set([...markedPreferred(tokens, mentions), ...gainedLater(tokens, mentions), ...degreeFieldsOnly(asked, mentions, vocabulary)]);
    // A must-have section of the description is the posting's requirements, wherever it is written.
    const sourceWeight = required ? SOURCE_WEIGHTS.requirements : SOURCE_WEIGHTS[source];
    for (const mention of mentions) {
      const cur = acc.get(mention.id);
      // The requirements' nice-to-have stands against a plain mention in the description ("Wünschenswert: Erfahrung in der Versicherungsbranche", "Für unseren Kunden, eine große Versicherung").
      const namedNiceToHave = cur !== undefined && !cur.required && cur.sources.has('requirements') && source === 'description' && !required;
      const mentionPreferred = preferred || marked.has(mention.id) || namedNiceToHave;
      const w = sourceWeight * (mentionPreferred ? PREFERRED_FACTOR : 1);
      if (cur) {
        // The sentence that makes a nice-to-have a must-have is the one it is asked in ("Run A/B test analyses", not "Statistics or experimentation background").
        if (!cur.required && !mentionPreferred) {
          cur.asWritten = writtenForm(asked, tokens, mention);
          cur.sentence = text.trim();
        }
        cur.weight = Math.max(cur.weight, w);
        cur.mentions += mention.at.length;
        cur.sources.add(source);
        cur.required ||= !mentionPreferred;
      } else {
        acc.set(mention.id, {
          weight: w,
          mentions: mention.at.length,
          sources: new Set([source]),
          required: !mentionPreferred,
          asWritten: writtenForm(asked, tokens, mention),
          sentence: text.trim(),
        });
      }
    }
  };
  // The posting's titles: its own and a labelled title line of a pasted posting ("Titel: IT Softwareentwickler").
  add('title', postingTitle(job), false);
  for (const { line, preferred } of jobLines(job.requirements)) add('requirements', line, preferred);
  for (const { line, preferred, required, narrative } of jobLines(job.description)) if (!narrative) add('description', line, preferred, required);

  const out: RequiredSkill[] = [];
  for (const [id, a] of acc) {
    const entry = vocabulary.byId.get(id)!;
    const factor = CATEGORY_FACTORS[entry.category] ?? 1;
    const weight = a.weight * factor * (a.mentions > 1 ? REPEAT_BONUS : 1);
    out.push({
      id,
      name: entry.name,
      asWritten: a.asWritten,
      category: entry.category,
      weight: Math.round(weight * 1000) / 1000,
      sources: [...a.sources],
      preferred: !a.required,
      sentence: a.sentence,
    });
  }
  return linkAlternatives(
    out.sort((x, y) => y.weight - x.weight || x.name.localeCompare(y.name)),
    vocabulary,
  );
}

/** The job's skills as the recruiter sees them: the posting's words, importance and source sentence. */
export function toJobSkill(skill: RequiredSkill): JobSkill {
  return {
    name: skill.asWritten,
    importance: skill.preferred ? 'NICE_TO_HAVE' : 'MUST_HAVE',
    sentence: skill.sentence === null ? null : skill.sentence.slice(0, JOB_SKILL_SENTENCE_MAX),
    source: skill.sentence === null ? 'RECRUITER' : 'POSTING',
  };
}

/**
 * The engine's skills from a recruiter's edited list: each name is looked up in the vocabulary
 * ("WCAG" is Web accessibility, with its synonyms); a name it does not know is matched as the
 * phrase itself. Must-haves weigh 1, nice-to-haves PREFERRED_FACTOR (soft skills half of that).
 */
export function skillsFromList(list: JobSkill[], vocabulary: Vocabulary = getVocabulary()): RequiredSkill[] {
  const out = new Map<string, RequiredSkill>();
  for (const item of list) {
    const preferred = item.importance === 'NICE_TO_HAVE';
    const tokens = tokenize(item.name);
    const known = [...matchSkills(tokens, vocabulary).values()].find((m) => m.first === 0 && m.length === tokens.length);
    const entry = known ? vocabulary.byId.get(known.id)! : null;
    const id = entry ? entry.id : `custom:${tokens.map((t) => t.norm).join(' ')}`;
    if (out.has(id) || tokens.length === 0) continue;
    const weight = (preferred ? PREFERRED_FACTOR : 1) * (CATEGORY_FACTORS[entry?.category ?? ''] ?? 1);
    out.set(id, {
      id,
      name: entry?.name ?? item.name,
      asWritten: item.name,
      category: entry?.category ?? 'custom',
      weight,
      sources: ['requirements'],
      preferred,
      sentence: item.sentence,
      ...(entry ? {} : { phrase: tokens.filter((t) => !t.sep).map((t) => t.norm) }),
    });
  }
  return linkAlternatives([...out.values()], vocabulary);
}

export interface ResumeSkills {
  /** Skills written in the resume. */
  explicit: Set<string>;
  /** Written plus implied (Django -> Python), and the language it is written in (`withWrittenLanguage`). */
  all: Set<string>;
  /** Vocabulary category -> number of distinct skills written in it. */
  categoryCounts: Map<string, number>;
  /** The resume's matching-form words, space-separated with a space at both ends (for recruiter phrases). */
  words: string;
}

export function extractResumeSkills(text: string, vocabulary: Vocabulary = getVocabulary()): ResumeSkills {
  return resumeSkillsOf(readSkills(text, vocabulary), vocabulary);
}

/** extractResumeSkills for a text whose skills are read already. */
export function resumeSkillsOf({ tokens, mentions }: SkillReading, vocabulary: Vocabulary = getVocabulary()): ResumeSkills {
  const explicit = new Set(mentions.keys());
  const categoryCounts = new Map<string, number>();
  for (const id of explicit) {
    const category = vocabulary.byId.get(id)!.category;
    categoryCounts.set(category, (categoryCounts.get(category) ?? 0) + 1);
  }
  const words = ` ${tokens
    .filter((t) => !t.sep)
    .map((t) => t.norm)
    .join(' ')} `;
  return { explicit, all: withImplied(explicit, vocabulary), categoryCounts, words };
}

/** The vocabulary's skill for each language the engine reads: a resume written in it shows it. */
export const WRITTEN_LANGUAGE_SKILLS: Readonly<Record<ScreeningLanguage, string>> = { en: 'english', de: 'german' };

/** The skills with more the resume shows without writing them. */
function withShown(skills: ResumeSkills, shown: Iterable<string>): ResumeSkills {
  return { ...skills, all: new Set([...skills.all, ...shown]) };
}

/** The skills with the language the resume is written in: a profile written in German shows German. */
export function withWrittenLanguage(skills: ResumeSkills, language: ScreeningLanguage): ResumeSkills {
  return withShown(skills, [WRITTEN_LANGUAGE_SKILLS[language]]);
}

/**
 * The skills a resume's titles name through their group's first title (`title-synonyms.ts`): a
 * "BI Analyst" shows data analysis as a "Data Analyst" does. Skill id, with what it implies -> the
 * first line holding such a title.
 */
export function groupTitleSkillLines(lineTerms: readonly (readonly string[])[], vocabulary: Vocabulary = getVocabulary()): Map<string, number> {
  const lines = new Map<string, number>();
  lineTerms.forEach((terms, line) => {
    for (const title of synonymGroupTitles(terms)) {
      for (const id of withImplied(matchSkills(tokenize(title), vocabulary).keys(), vocabulary)) if (!lines.has(id)) lines.set(id, line);
    }
  });
  return lines;
}

/** The skills with those the resume's titles name (`groupTitleSkillLines`). */
export function withGroupTitleSkills(skills: ResumeSkills, titleSkillLines: ReadonlyMap<string, number>): ResumeSkills {
  return withShown(skills, titleSkillLines.keys());
}

/** Whether the resume shows the skill: by vocabulary id (written or implied), or a recruiter's phrase. */
export function resumeShows(resume: ResumeSkills, skill: RequiredSkill): boolean {
  return skill.phrase ? resume.words.includes(` ${skill.phrase.join(' ')} `) : resume.all.has(skill.id);
}

export interface SkillsResult {
  score: number;
  matched: RequiredSkill[];
  missing: RequiredSkill[];
}

/**
 * The share of its weight a skill counts when the resume meets it only through an alternative: one
 * of "Splunk, Sentinel or QRadar" meets the ask (the note marks it found), and each other option the
 * resume shows as well ranks it higher. Chosen by cross-validation on TRAIN (docs/screening.md,
 * forty-sixth round): a full share let a long list of examples weigh as much as all its items shown.
 */
const ALTERNATIVE_CREDIT = 0.25;

/** The share of its weight a skill counts for the resume: 1 when it shows the skill, ALTERNATIVE_CREDIT when it shows only an alternative, else 0. */
function creditFor(resume: ResumeSkills, skill: RequiredSkill): number {
  if (resumeShows(resume, skill)) return 1;
  return (skill.alternatives ?? []).some((id) => resume.all.has(id)) ? ALTERNATIVE_CREDIT : 0;
}

/** Weighted share of the required skills the resume shows (explicitly or by implication), an ask met by an alternative counting ALTERNATIVE_CREDIT. */
export function scoreSkills(required: RequiredSkill[], resume: ResumeSkills): SkillsResult {
  let total = 0;
  let found = 0;
  const matched: RequiredSkill[] = [];
  const missing: RequiredSkill[] = [];
  for (const r of required) {
    total += r.weight;
    const credit = creditFor(resume, r);
    if (credit > 0) {
      found += r.weight * credit;
      matched.push(r);
    } else {
      missing.push(r);
    }
  }
  return { score: total > 0 ? found / total : 0, matched, missing };
}
