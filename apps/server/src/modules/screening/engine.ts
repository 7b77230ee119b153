/**
 * The local screening engine: deterministic, no network, pure functions of (resume text, job).
 *
 * score = calibrate( sum_p w_p * s_p / sum_p w_p )  over the parts p that apply to the job
 *
 *   part        s_p in [0, 1]                                         applies when
 *   skills      weighted share of the job's skills the resume shows,  the job names a vocabulary skill
 *               times its focus on the job (`focus.ts`)
 *   relevance   BM25 overlap of the whole texts, with focus           the job has any content word
 *               (as far as the resume's length allows)
 *   role        the job title's words in the resume                   the title has a specific word
 *   domain      the resume's skills in the job's fields               the job names a skill in a field
 *   experience  candidate years against required years                the job states years or a level
 *   education   degree level against the level asked for              the job asks for a degree
 *
 * The weights w_p (one set for English postings, one for German ones), the share of focus in the
 * skills and relevance parts and the calibration curve are learned (`model.ts`,
 * `npm run train:screening`); a part that does not apply gives its weight to the others in
 * proportion. The parts other than focus are non-decreasing in the resume's content; focus rises
 * with every word of the job and is capped, and the curve is increasing, so adding a required skill
 * to a resume raises its score (`engine.test.ts` checks this on five resume/job pairs).
 */
import { JOB_SKILLS_MAX, type JobSkill } from '@kairox/contract';
import {
  type EducationLevel,
  EDUCATION_LEVEL_NAMES,
  educationScore,
  highestEducation,
  requiredEducation,
  type RequiredEducation,
} from './education.js';
import { domainScore, jobFields } from './domain.js';
import { type CandidateExperience, candidateExperience, experienceScore, type RequiredExperience, requiredExperience } from './experience.js';
import { resumeEvidence, type ResumeEvidence } from './evidence.js';
import { focusScore, lengthShare, resumeTermMass } from './focus.js';
import { buildFeedback } from './feedback.js';
import { detectLanguage, type ScreeningLanguage } from './language.js';
import { maskPersonalDetails } from './mask.js';
import { MODEL, type ModelLanguage, PART_NAMES, type PartName } from './model.js';
import { buildRelevanceQuery, type RelevanceQuery, relevanceScore, termFrequencies, termWeight } from './relevance.js';
import {
  buildRoleQuery,
  mixRole,
  type ResumeRoleTerms,
  resumeRoleTerms,
  type RoleQuery,
  roleScore,
  type RoleSignals,
  roleTermShare,
  titleLineShare,
  titleNamingRole,
  wholeTitleShare,
} from './role.js';
import {
  extractJobSkills,
  skillsFromList,
  toJobSkill,
  resumeSkillsOf,
  groupTitleSkillLines,
  jobWorkText,
  type RequiredSkill,
  type ResumeSkills,
  scoreSkills,
  type SkillsResult,
  withGroupTitleSkills,
  withWrittenLanguage,
} from './skills.js';
import { contentTermsByLine } from './terms.js';
import { lineStarts, normalizeText } from './text.js';
import { getVocabulary, readSkills, type SkillReading, titlesOnlyOthers } from './vocabulary.js';
import { type ScreeningInput, type ScreeningJob, type ScreeningOptions, type ScreeningResult, UnreadableResumeError } from './types.js';

/**
 * Identifies the scoring method and its learned weights; recorded with each score. The middle
 * number is the code revision: raise it when a change moves scores without touching the weights
 * (1: personal details masked before scoring; 2: job skills read from the work, not the team it works
 * with, and German postings' sections; 3: focus in the skills and relevance parts, weights by the
 * posting's language; 4: the role part reads the resume's role titles and headline too; 5: a role's
 * title is not taken from a wrapped sentence's tail or a sentence next to its dates; 6: the role
 * part reads how much of the title one short line names; 7: the spellings of one technical name
 * are one term, ".NET" and "Dot Net", "React" and "ReactJS", "Full Stack" and "Fullstack"; 8: work done
 * to a skill's object is the skill, "managed vendors" is vendor management; 9: a nice-to-have
 * marker in parentheses marks only its item, a must-have section of the description weighs as the
 * requirements, an ambiguous word that is a whole item of the posting's list ("- Spark") is the
 * skill, a name with particles ("van der") is masked, its particles elsewhere are not; 10: titles
 * that name the same job are read alike, "Tableau or Power BI" is one ask, a degree's fields and
 * what follows "ideally" are nice-to-haves, a short description sentence about the company is
 * narrative; 11: examples in parentheses of the skill before them, "CI pipelines (Jenkins, GitHub
 * Actions)", are alternatives; 12: a resume shows the language it is written in; 13: examples
 * after "e.g." join the ask they illustrate, a comma item before an "or" pair is an alternative only
 * of the pair's kind, a title shows the skill its group's first title names; 14: an ambiguous tool
 * after "in", "with" or "using" and before another tool is the skill ("in Illustrator and
 * InDesign"), as is one next to another written in its case ("Spark and Hive"), the client's sector
 * that opens an agency's posting asks for nothing, and only what follows "ideally" in a degree's
 * line is a plus; 15: a title of generic words names a role by its words that are no rank,
 * "Project Manager", more role lines are read ("FitLife Gym, Personal Trainer"), "N+ years managing"
 * in the requirements asks for years, and a bare "scheduling" is met by calendars, shifts and
 * appointments; 16: a labelled title line's level word counts for the years, a level caps the
 * years that fit whichever phrase gave them, over-qualification lowers the experience part down to
 * half, and mobile and German IT words; 17: one list of a title's rank words for the role part and
 * the roles that count, "Consultant" and "Working Student" among them; 18: a role title or title
 * line holding part of the job title counts less than in proportion, and leadership the job reports
 * to asks for no leadership; 19: a count between a verb and its object, "managed 12 vendors", a
 * title's skill another of its skills implies is not asked twice, the professionals a job supports
 * ask for nothing, and licenses, assisting roles and a kitchen's leadership apart from the work; 20:
 * a German headline with a job noun is no name, the German leadership a job reports to asks for
 * nothing, and a comma item after an "or" pair is an ask of its own; 21: a description sentence that
 * opens with a duty's verb is the work, and data science and HR words; 22: a head two coordinated
 * modifiers share, "REST and GraphQL APIs", German lists and compounds, ambiguous tools coordinated
 * with each other, a boilerplate label opening a line, the functions a job works across, "MS or PhD"
 * and "MS-DOS" in degrees, and a surname that is a word of a skill's name on its line left unmasked;
 * 23: the company's own product and the later people of a list the job works with ask for nothing,
 * and a role a project list labels under a period's dates is its title; 24: examples before "or
 * similar" join the ask they illustrate, and staff supervised is leadership; 25: an alternative
 * that another sentence asked first meets the ask, "warehouse or distribution center experience"
 * after a warehouse title; 26: the departments a job partners with ask for nothing, "Partner with
 * Sales and Product", and examples before "or a similar" and their kind are one ask, "Gainsight (or
 * a similar CS platform)"; 27: a title's qualifier, "Senior Financial Analyst, FP&A", adds to a role
 * match but is not needed for one; 28: a nice-to-have marker in a later clause marks only that clause
 * and those after it, "BLS certification required; ACLS desired", and the departments a duty is done
 * for ask for nothing, "variance analysis for R&D and G&A"; 29: more modifiers after slashes share a
 * head, "Google and Facebook/Instagram ads"; 30: a serial list shares a head up to its coordinator,
 * "unit, integration and e2e tests", a manager the job reports to asks for nothing, "N years as …"
 * in a description asks for years, and a line with masked details is the degree's last quote; 31: a
 * title's head of generic words names the role before a specific qualifier, "Customer Success
 * Manager (Mid-Market)", a later sentence's alternatives meet an earlier ask, and "N years of
 * <field> experience" states years; 32: a word that is also another field's tool, "Chef", is the
 * tool among that field's tools; 33: a count inside an alias that is a past verb and its object,
 * "trained 3 apprentices"; 34: RabbitMQ, Kafka and SQS are message brokers, "message queues
 * (Kafka, RabbitMQ or SQS)"; 35: a posting's sentence goes on past an abbreviation, "Azure DevOps
 * bzw. GitLab CI", a list opens after "z.B." or "bspw.", "Soll-Anforderungen" are nice-to-haves, a
 * labelled title line asks for its skills as the title does, an ask met only through an
 * alternative counts a quarter, and a role line's engagement kind, "(Projekt)", is neither title nor
 * employer, while "Project Engineer" is a title, not a heading; 36: "NetSuite or another ERP" is
 * one ask, and the buyers, planners and accountants a job works with ask for nothing; 37: a product
 * designer shows product design, user research is research; 38: a description line that opens with
 * a duty named as a noun, "Durchführen von Code-Reviews", is the work, and "Folgendes wäre
 * wünschenswert" opens nice-to-haves; 39: a posting's place of work, "Einsatzort: Basel", asks for
 * nothing, nor do the German leaders a job reports to or supports and the departments it works
 * between, "Schnittstelle zwischen Produktmanagement und -entwicklung"; 40: a nice-to-have label
 * inside a line, "Required: Excel Preferred: Salesforce", marks only what follows it, and a German job
 * that acts "als Schnittstelle" asks for no interfaces; 41: a quantifier, "mehreren Level", is no
 * modifier of a shared head, and an adjuster's suspected fraud, SIU referrals and reserves are read;
 * 42: "Unser Kunde, ein Versicherungsunternehmen" introduces the client's sector, the teams and
 * project lead a German job works with ask for nothing, and "Ach ja" is no ACH; 43: German "der
 * Chef" is the boss, not a cook; 44: a posting's duties written as the holder's ("Performs routine
 * maintenance", "Creating test plans") are read, sentences that ran into each other are parted, a
 * section label inside a line opens its section, and a benefits phrase drops only what follows it
 * in a sentence whose requirements ran into it; 45: bullets run into one line are parted, and the
 * candidate's own car insurance asks for no insurance skill; 46: a stop runs into a word in
 * capitals too, "…track.BENEFITS:", a heading at a line's end opens its section for the lines
 * after it, and a requirements label reopens a skipped section inside a line; 47: a worker's, a
 * server's and other trades' titles are titles, a duty's sentence above a titled date line is no
 * employer, and a repeated work history lists each role once; 48: a sentence that says what the
 * company is, "CenturyLink is a global … cloud and IT services company", is narrative; 49: a
 * section's name that ends a sentence, "relationships Benefits:•High brand awareness", opens its
 * section for what runs on after it, and a bullet need not be followed by a space; 50: an ambiguous
 * tool in a skills line written with spaces alone is the tool next to skills of its field, "iOS
 * Android Java Swift", and "Java8" and "Vue2" are Java and Vue.js; 51: dates with the day,
 * "01.01.2016–Heute", and "May 2014 / June 2016" are ranges, German work headings, "Praktika und
 * Arbeitserfahrung", end an education section, and school years are no work; 52: what a posting
 * says the job does not need, "No coding needed", asks for nothing, a sentence on where the company
 * is seated is narrative, "counsel" is no legal advice, and a bare "underwriting" is Underwriting;
 * 53: following "policies and procedures" or SOPs is no policy development, and "team meetings" no
 * Microsoft Teams; 54: a sentence that says the company is one of the leading companies is narrative
 * too, "one of the nation's leading investigation companies"; 55: an email or web address names no
 * skill, "HR@genewiz.com", and "a reliable car w/current insurance coverage" asks for no insurance;
 * 56: the professionals a job assists or reports to, "Assists the site doctors, nurse practitioners
 * and nurses", "findings to the physician", ask for nothing; 57: the checks a candidate must pass,
 * "ability to pass drug test", the posting speaking of itself, script code, invitations to follow
 * the company online or ask for an accommodation and "X is a preeminent advisor to" ask for
 * nothing, and words that named the wrong skill, "outgoing calls", "continuing education", "brand
 * ambassador", "server farm", read as what they name; 58: the law a license is required by, "as
 * required by federal, state or local government", and a promise to keep replies confidential ask
 * for nothing; 59: the right to work a candidate must hold, "US citizenship or equivalent (Green
 * Card)", asks for no immigration law, an acronym a posting defines, "Clinical Pump Consultants
 * (CPC)", means what it defines, style rules and "in concert with" name nothing, and "data
 * presentation" is data visualisation; 60: the clients a job helps, "help CEOs, business owners
 * and HR managers", keeping up with "professional publications" and acquiring sites, data or
 * content ask for nothing; 61: "laws and regulations" is no Lawson, a compound's head folded from
 * a plural being at least five letters, "state-of-the-art" no art, what a candidate "will be
 * taught" no teaching, and "fiber" fiber optics rather than textiles; 62: "in a timely fashion" is
 * no fashion design, which "fashion" alone names only in a list of skills, a staff's "career
 * development" is learning and development rather than succession planning, "belongings" no
 * belonging, and a company that "invests in your career development" or "is committed to
 * diversity" asks for nothing; 63: help with "activities of daily living" is patient care rather
 * than occupational therapy, and "ASM" no assembly language; 64: each item of a sentence is as
 * needed as its own word says, "Python is required, Docker is a plus" asking for Python and
 * liking Docker, "JAVA is a plus English is a must" needing English, and an ambiguous tool follows
 * "via", "mittels" and "unter" as it follows "with"; 65: the item after another's own word of
 * importance is asked unless it says otherwise, "Android Kenntnisse von Vorteil Ionic 3 Angular"
 * asking for Ionic and Angular, "und/ oder" coordinates as "und" does, and German communication
 * skills, SAP GTS, SAP MDG and Adobe Experience Manager are read; 66: "Sybase/ASE" is Sybase
 * rather than an ASE certification, "Java Script" JavaScript, "objektorientierte
 * Programmiersprachen" object-oriented programming, and "Sonar" in a list code quality; 67: the
 * older tools of IT profiles, "OOA/OOD", "EJB3", "EclipseLink", "WSDL", "XSL", "ClearCase",
 * "SLES" and "HPUX", read as the skills they are; 68: a list that "etc.", "usw." or "or similar"
 * closes offers examples, any of which will do, a hospital's accreditation is no education
 * policy, lawn tractors are landscaping and a tank farm oil and gas; 69: an IT profile's
 * requirements engineering is requirements analysis, a product owner's backlog and user stories
 * are read in German; 70: a title of posting words and ids, "Job 12" or "Open position", names no
 * role, ids in a title are no title words, a field that only refers to the other, "See
 * description.", is empty, a posting written into the requirements under such a description
 * reads as a description, and the length a resume states beside or below its dates, "June 2018 -
 * Present (4 months)", is no title and ends the open range; 71: a range of years, "(15-20 yrs
 * experience)", states no candidate's own years, a freelancer profile's project is a period named
 * by the project (no job title) and keeps its own skills past its stated length and its
 * "Kenntnisse", a posting's lines wrapped by a PDF are read as one, "at least one of" offers
 * alternatives, the requirements' nice-to-have stands against a plain mention in the description,
 * a degree a resume only plans ("Plan on moving to MBA") is none it holds, "Masters of science"
 * on a date line is a degree, a range written a date a line ("October 2011" / "to" / "August
 * 2015") gives a role, Ansible, Puppet and SaltStack are configuration management and
 * infrastructure as code, and fixing bugs is debugging; 72: years a posting only prefers
 * ("Preferred: 5+ years") count half their shortfall and the years it requires are the entry bar,
 * "Additional Requirements" and "Who We Are Looking To Hire" are must-haves and "Why <company>" a
 * company's pitch, overlapping aliases of one skill are one mention ("sales tax filings"), a
 * sentence dated "from" a range is no role, a bare date line's role is on the titled line under
 * it rather than the duty above, the BI tools are business intelligence, ServSafe and OSHA 10/30
 * are certifications of their own and "Snowflake warehouse" is no warehouse of goods; 73: text
 * double-encoded through Windows-1252 ("â€“", "ï¼", "skillsÂ") is read as the characters it
 * stands for, a skill named only inside "(Clio preferred)" is the nice-to-have and the item before
 * it stays asked, a document the job follows ("the General Maintenance Manual") names no skill, and
 * the A&P certificate, avionics and a personal training certification are skills of their own; 74:
 * a resume's title of someone its writer worked with or for, "Assisted attorneys", shows no skill,
 * the architects and superintendents a job meets or works with and the bankers it refers to ask for
 * nothing, Google Classroom and Canvas are classroom learning platforms and factory training a
 * manufacturer's training; 75: the company's name where it says it is hiring, "Peak Fitness Club is
 * looking for", asks for nothing, and a cow-calf herd and calving are livestock management; 76: a
 * title after "as" is the writer's own, "Worked for 5 years as a paralegal"; 77: "for" makes a
 * title someone else's only two words or fewer before it, "for the senior attorneys"; 78: a verb's
 * object that opens another field's term is that term's, "Manage crisis communications", the
 * journalists, producers and realtors a job works with and the buyers it sells to ask for nothing,
 * a list of others' titles after "Coordinated with" names others throughout, a duty's sentence
 * above a date line is no title, and NMLS, lending compliance, Encompass, contact center
 * software, sound design and colour grading are skills of their own; 79: the training a candidate
 * completes and the special needs of the passengers a job serves ask for nothing, and network
 * segmentation, access control lists, site-to-site VPNs and labour planning are read as such; 80:
 * Concur in a list of tools, Expensify, minutes taken, itineraries, hotel contracts and room blocks
 * and the Certified Meeting Professional are read, and SAP Concur implies no SAP; 81: "CMA" is
 * the Certified Management Accountant only in a list of finance skills, "CPA, CMA", not in
 * "Medical Assistant certification (CMA or RMA)"; 82: a project list's "Projekthistorie" heading
 * and "Zeitraum" label name no role, and its "Tätigkeit" names the role, the first of a list; 83:
 * the company's own CPA a job works with and the police it calls ask for nothing, and early
 * childhood curricula, the CDA credential, PTCB certification, Gusto and "reconcile" are read;
 * 84: a duty that opens a sentence keeps its benefits, E-Verify or hiring-process words as the
 * work, "Administer the 401(k) plan", the roles a recruiter fills, the chef, creative agency and
 * plant leadership a job works with ask for nothing, a verb phrasing's object may be plural,
 * "Planned menus", a trainee's post holds no role, and personnel records, inventory taken,
 * variable-rate prescriptions and the Certified Crop Adviser are read; 85: a design project's
 * programming phase asks for no software, "CDK" is AWS's only among cloud skills, and engineering
 * change orders managed, NCIDQ, space plans, pneumatics, group fitness classes taught, English
 * learners, CMSRN and technology literacy are read as such; 86: the note names a concern where the
 * roles that count add up to fewer years than asked though all the resume's work does not; 87:
 * help center articles are help center content; 88: an `ownFieldContext` form needs its own
 * field's skills beside it in a requirement item too, "close repair orders in CDK", and a bank vault
 * and staffing schedules are read as a teller's work and workforce management; 89: a qualification
 * the posting lets the candidate gain after hire is a nice-to-have ("ACLS within 6 months of hire",
 * "or ability to obtain"), years that limit time are not asked, a rule given as a reason is not
 * asked, and DOT compliance, CPhT, financial and data literacy and storytelling with data are read;
 * 90: an item that states its years is asked whatever the next item after a comma says of itself,
 * "3-5 years of payroll experience, manufacturing preferred" asking for the years and payroll; 91:
 * corrective action is any manager's, no longer quality engineering, whose supplier corrective
 * actions and CAPA stay; 92: a manager the job works with is a person, also in the requirements;
 * 93: months of experience are asked ("6+ months of warehouse experience") and shown as months, and
 * inbound freight received is warehouse work).
 */
export const ENGINE_VERSION = `local-2.93.${MODEL.version}`;

export { type PartName };

const scaledWeights = (language: ModelLanguage): Readonly<Record<PartName, number>> => {
  const weights = MODEL.weights[language];
  const total = PART_NAMES.reduce((s, p) => s + weights[p], 0);
  return Object.fromEntries(PART_NAMES.map((p) => [p, weights[p] / total])) as Record<PartName, number>;
};

/** The learned part weights of an English (or any non-German) posting, scaled to sum to 1. */
export const BASE_WEIGHTS = scaledWeights('en');
/** The same for a German posting. */
const GERMAN_WEIGHTS = scaledWeights('de');

/** Logistic calibration: midpoint and steepness (see `calibrate`). */
const CALIBRATION = MODEL.calibration;

/** Fewer real words than this and the resume is treated as unreadable. */
const MIN_RESUME_WORDS = 12;

const WORD_RE = /\p{L}[\p{L}'-]*\p{L}/gu;

/** Words of two or more letters: what is left of a real text after extraction. */
function countWords(text: string): number {
  return text.match(WORD_RE)?.length ?? 0;
}

/**
 * Whether the text is worth screening: at least MIN_RESUME_WORDS words, and letters make up a
 * fair share of it (binary garbage from a failed extraction is not a resume).
 */
export function isReadableResumeText(text: string): boolean {
  const words = text.match(WORD_RE) ?? [];
  if (words.length < MIN_RESUME_WORDS) return false;
  const compact = text.replace(/\s+/g, '');
  const letters = words.reduce((n, w) => n + w.length, 0);
  return compact.length === 0 ? false : letters / compact.length >= 0.35;
}

/**
 * Map the weighted raw score r in [0, 1] to 0-100 with a logistic curve pinned at both ends:
 *   L(x) = 1 / (1 + exp(-k (x - m))),  calibrate(r) = 100 (L(r) - L(0)) / (L(1) - L(0))
 * with m = CALIBRATION.midpoint and k = CALIBRATION.steepness. Strictly increasing.
 */
export function calibrate(raw: number): number {
  const { midpoint: m, steepness: k } = CALIBRATION;
  const L = (x: number) => 1 / (1 + Math.exp(-k * (x - m)));
  const r = Math.min(1, Math.max(0, raw));
  return (100 * (L(r) - L(0))) / (L(1) - L(0));
}

export interface JobAnalysis {
  job: ScreeningJob;
  requiredSkills: RequiredSkill[];
  /** Field (vocabulary category) -> weight of the job's skills in it. */
  fields: Map<string, number>;
  query: RelevanceQuery;
  role: RoleQuery;
  experience: RequiredExperience;
  education: RequiredEducation;
  /** The posting's language; the feedback is written in it. */
  language: ScreeningLanguage;
}

export interface ResumeAnalysis {
  /** The text as the engine read it: normalised, cut at SCREENED_TEXT_MAX_CHARS, personal details masked. */
  text: string;
  wordCount: number;
  skills: ResumeSkills;
  termFrequencies: Map<string, number>;
  /** The resume's total weighted words, the denominator of focus (`focus.ts`). */
  termMass: number;
  experience: CandidateExperience;
  education: EducationLevel | null;
  /** The lines the feedback quotes, the roles and the degree line (`evidence.ts`). */
  evidence: ResumeEvidence;
  /** Stems of the resume's headline and role titles, for the role part (`role.ts`). */
  roleTerms: ResumeRoleTerms;
  /** The language it is written in, which it shows (`withWrittenLanguage`). */
  language: ScreeningLanguage;
}

/**
 * Load the vocabulary and the language model now rather than on the first resume (about 0.3 s
 * once per process). Optional.
 */
export function warmUpScreening(): void {
  getVocabulary();
  termWeight('warm');
}

/**
 * A field that only refers to the other one or says there is nothing ("See description.", "As
 * above", "N/A", "Siehe Stellenbeschreibung"), which the job form's required fields invite: it asks
 * for nothing, and its words ("description") are no query terms (since code revision 70).
 */
const REFERRAL =
  /^\W*(?:(?:please\s+)?(?:see|refer\s+to|as)\s+(?:the\s+)?(?:job\s+)?(?:above|below|description|requirements|posting|details)(?:\s+(?:above|below))?|n\s*\/?\s*a|none|tbd|(?:siehe|wie)\s+(?:oben|unten|(?:stellen|projekt)?beschreibung|anforderungen))\W*$/iu;
const isReferral = (text: string) => REFERRAL.test(text.trim());

/**
 * The job's text fields as the engine reads them: a referral is empty, and a posting written whole
 * into the requirements while the description only points there ("See requirements below.") is
 * read as a description is, its company text and benefits left out.
 */
function jobTextFields(job: ScreeningJob): Pick<ScreeningJob, 'description' | 'requirements'> {
  const description = normalizeText(job.description ?? '');
  const requirements = normalizeText(job.requirements ?? '');
  if (isReferral(requirements)) return { description: isReferral(description) ? '' : description, requirements: '' };
  return isReferral(description) ? { description: requirements, requirements: '' } : { description, requirements };
}

/** Everything the engine needs from a job, computed once per job. */
export function analyzeJob(job: ScreeningJob): JobAnalysis {
  const clean: ScreeningJob = { ...job, title: normalizeText(job.title ?? ''), ...jobTextFields(job) };
  const requiredSkills = job.skills ? skillsFromList(job.skills) : extractJobSkills(clean);
  return {
    job: clean,
    requiredSkills,
    fields: jobFields(requiredSkills),
    role: buildRoleQuery(clean),
    query: buildRelevanceQuery({
      title: titleNamingRole(clean.title),
      requirements: jobWorkText(clean.requirements),
      description: jobWorkText(clean.description),
    }),
    experience: requiredExperience(clean),
    education: requiredEducation(clean),
    language: detectLanguage(`${clean.title}\n${clean.requirements}\n${clean.description}`),
  };
}

/**
 * The skills the engine reads from the posting itself, as the recruiter sees them (before any edit):
 * the JOB_SKILLS_MAX weightiest, so that the list as shown can be saved as it is.
 */
export function postingSkills(job: ScreeningJob): JobSkill[] {
  return analyzeJob({ ...job, skills: null })
    .requiredSkills.slice(0, JOB_SKILLS_MAX)
    .map(toJobSkill);
}

/**
 * The engine reads at most this much of a resume: a real one is under 30,000 characters, and
 * scoring runs on the server's event loop, so a 200,000-character text padded to stall it is cut.
 */
export const SCREENED_TEXT_MAX_CHARS = 50_000;

/**
 * Everything the engine needs from a resume, computed once per resume, from the text with
 * personal details masked (`mask.ts`). Throws UnreadableResumeError.
 */
export function analyzeResume(resumeText: string, options: ScreeningOptions = {}): ResumeAnalysis {
  return readResumeForScreening(resumeText, options).analysis;
}

/** analyzeResume, with the skill mentions it read from the masked text (the resume's fields list them: a name is no skill). */
export function readResumeForScreening(resumeText: string, options: ScreeningOptions = {}): { analysis: ResumeAnalysis; skills: SkillReading } {
  const extracted = normalizeText((resumeText ?? '').slice(0, SCREENED_TEXT_MAX_CHARS));
  // Readability judges the extraction, so it reads the text before masking: a short resume whose
  // contact lines are masked is still a real resume.
  if (!isReadableResumeText(extracted)) throw new UnreadableResumeError(countWords(extracted));
  const text = maskPersonalDetails(extracted, options.candidateName);
  const wordCount = countWords(text);
  const lines = text.split('\n');
  const lineTerms = contentTermsByLine(text);
  const terms = lineTerms.flat();
  const tf = termFrequencies(terms);
  const skills = readSkills(text);
  // The skills' tokens, line by line: a line whose titles are all of other people names no title of the writer's.
  const starts = lineStarts(skills.tokens);
  const lineTokens = (line: number) => skills.tokens.slice(starts[line], starts[line + 1]! - 1);
  const titleSkillLines = groupTitleSkillLines(lineTerms.map((terms, line) => (titlesOnlyOthers(lineTokens(line)) ? [] : terms)));
  const evidence = resumeEvidence(text, options, skills, titleSkillLines);
  const language = detectLanguage(text);
  const analysis: ResumeAnalysis = {
    text,
    wordCount,
    skills: withWrittenLanguage(withGroupTitleSkills(resumeSkillsOf(skills), titleSkillLines), language),
    termFrequencies: tf,
    termMass: resumeTermMass(tf),
    experience: candidateExperience(text, options),
    education: highestEducation(text),
    evidence,
    roleTerms: resumeRoleTerms(lines, lineTerms, evidence.roles),
    language,
  };
  return { analysis, skills };
}

/** What the skills and relevance parts are made of, before the model mixes them (the training reads these). */
interface PartSignals extends RoleSignals {
  /** Weighted share of the job's skills the resume shows. */
  coverage: number;
  /** BM25 relevance of the texts. */
  bm25: number;
  focus: number;
  /** `lengthShare` of the resume. */
  length: number;
}

export interface PartScores {
  skills: SkillsResult & { applies: boolean };
  relevance: { score: number; applies: boolean };
  role: { score: number; applies: boolean };
  domain: { score: number; applies: boolean };
  experience: { score: number; applies: boolean };
  education: { score: number; applies: boolean };
  weights: Record<PartName, number>;
  signals: PartSignals;
  raw: number;
  score: number;
}

const modelLanguage = (job: JobAnalysis): ModelLanguage => (job.language === 'de' ? 'de' : 'en');

/** Part scores, effective weights, the raw weighted score and the calibrated 0-100 score. */
export function scoreParts(resume: ResumeAnalysis, job: JobAnalysis): PartScores {
  const language = modelLanguage(job);
  const mix = MODEL.focus[language];
  const skills = scoreSkills(job.requiredSkills, resume.skills);
  const signals: PartSignals = {
    coverage: skills.score,
    bm25: relevanceScore(job.query, resume.termFrequencies),
    focus: focusScore(job.query.weights, resume.termFrequencies, resume.termMass),
    length: lengthShare(resume.wordCount),
    roleWords: roleScore(job.role, resume.termFrequencies, resume.roleTerms.synonymFrequencies),
    roleTitles: wholeTitleShare(roleTermShare(job.role, resume.roleTerms.titles)),
    recentRoleTitles: wholeTitleShare(roleTermShare(job.role, resume.roleTerms.recentTitles)),
    headline: roleTermShare(job.role, resume.roleTerms.headline),
    titleLine: wholeTitleShare(titleLineShare(job.role, resume.roleTerms.shortLines)),
  };
  const parts = {
    skills: {
      ...skills,
      score: signals.coverage * (1 - mix.skills + mix.skills * signals.focus),
      applies: job.requiredSkills.length > 0,
    },
    relevance: {
      score: (1 - mix.relevance) * signals.bm25 + mix.relevance * signals.focus * signals.length,
      applies: job.query.totalWeight > 0,
    },
    role: {
      score: mixRole(MODEL.role[language], signals),
      applies: job.role.specificWeight > 0,
    },
    domain: { score: domainScore(job.fields, resume.skills.categoryCounts), applies: job.fields.size > 0 },
    experience: {
      score:
        job.experience.years === null
          ? 0
          : experienceScore(resume.experience.years, job.experience.years, job.experience.maxYears, job.experience.preferred),
      applies: job.experience.years !== null,
    },
    education: {
      score: job.education.level === null ? 0 : educationScore(resume.education, job.education),
      applies: job.education.level !== null,
    },
  };
  const base = language === 'de' ? GERMAN_WEIGHTS : BASE_WEIGHTS;
  const applicable = PART_NAMES.filter((p) => parts[p].applies && base[p] > 0);
  const total = applicable.reduce((s, p) => s + base[p], 0);
  const weights = Object.fromEntries(PART_NAMES.map((p) => [p, 0])) as Record<PartName, number>;
  let raw = 0;
  for (const p of applicable) {
    weights[p] = base[p] / total;
    raw += weights[p] * parts[p].score;
  }
  const score = applicable.length === 0 ? 0 : Math.round(calibrate(raw));
  return { ...parts, weights, signals, raw, score };
}

const pct = (x: number) => Math.round(x * 100);
const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Score an analysed resume against an analysed job, with breakdown and feedback. */
function scoreAnalyzed(resume: ResumeAnalysis, job: JobAnalysis): ScreeningResult {
  const parts = scoreParts(resume, job);
  const breakdown: ScreeningResult['breakdown'] = {
    skills: {
      score: pct(parts.skills.score),
      weight: round3(parts.weights.skills),
      matched: parts.skills.matched.map((s) => s.name),
      missing: parts.skills.missing.map((s) => s.name),
      required: job.requiredSkills.map((s) => s.name),
    },
    relevance: { score: pct(parts.relevance.score), weight: round3(parts.weights.relevance) },
    role: { score: pct(parts.role.score), weight: round3(parts.weights.role), title: job.role.text },
    domain: { score: pct(parts.domain.score), weight: round3(parts.weights.domain) },
    experience: {
      score: pct(parts.experience.score),
      weight: round3(parts.weights.experience),
      candidateYears: resume.experience.years,
      requiredYears: job.experience.years,
    },
    education: {
      score: pct(parts.education.score),
      weight: round3(parts.weights.education),
      required: job.education.level === null ? null : EDUCATION_LEVEL_NAMES[job.education.level],
      found: resume.education === null ? null : EDUCATION_LEVEL_NAMES[resume.education],
    },
  };
  const { markdown, summary } = buildFeedback({ score: parts.score, parts, breakdown, resume, job });
  return { score: parts.score, breakdown, feedbackMarkdown: markdown, summary, language: job.language };
}

/** Jobs whose analysis is kept: the resumes of a mass upload are screened one after the other against one job. */
const ANALYSED_JOBS_MAX = 16;
/** The latest jobs' analyses, by the job's fields as JSON, the least recently used first. */
const analysedJobs = new Map<string, JobAnalysis>();

/**
 * The job's analysis, made once for equal fields: it is a function of the fields alone, and its
 * users only read it. Saves about a tenth of the engine's time per resume.
 */
function analysedJob(job: ScreeningJob): JobAnalysis {
  const key = JSON.stringify(job);
  const analysis = analysedJobs.get(key) ?? analyzeJob(job);
  analysedJobs.delete(key);
  analysedJobs.set(key, analysis);
  if (analysedJobs.size > ANALYSED_JOBS_MAX) analysedJobs.delete(analysedJobs.keys().next().value!);
  return analysis;
}

/**
 * Screen one resume against one job.
 * @throws UnreadableResumeError when the text is empty or has fewer than MIN_RESUME_WORDS words.
 */
export function screenResume(input: ScreeningInput, options: ScreeningOptions = {}): ScreeningResult {
  return screenAnalyzedResume(analyzeResume(input.resumeText, options), input.job).result;
}

/** A screening with the resume text as the engine read it (masked): what the AI decision log's input hash covers. */
export interface ScreenedAsRead {
  result: ScreeningResult;
  textAsRead: string;
}

/** screenResume for a resume analysed already (by the extraction child: screening/resume-reading.ts). */
export function screenAnalyzedResume(resume: ResumeAnalysis, job: ScreeningJob): ScreenedAsRead {
  return { result: scoreAnalyzed(resume, analysedJob(job)), textAsRead: resume.text };
}
