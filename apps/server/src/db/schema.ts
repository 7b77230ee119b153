import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  AiDecisionKind,
  ApplicationStatus,
  CareersLogoType,
  JobSkill,
  JobStatus,
  Plan,
  ResumeProfile,
  ResumeStatus,
  Role,
  StatusHistoryKind,
  StoredApplicationStatus,
} from '@kairox/contract';
import type { CandidateEmailStatus, CandidateEmailTemplate, EmailLanguage } from '@kairox/contract';
import type { MailAttachment } from '../lib/mailer.js';
import type { ScheduledInterviewStatus } from '@kairox/contract';
import type { DataRequestKind, DataRequestStatus, ErasureSource } from '@kairox/contract';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Every tenant-owned row carries its organisation and goes with it. */
const tenantColumn = () =>
  integer('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
/** A row that belongs to one application and goes with it. */
const applicationColumn = () =>
  integer('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' });

/** A tenant. The platform operator's organisation is flagged `is_platform`. */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 10 }).notNull(),
    domainId: varchar('domain_id', { length: 253 }).notNull(),
    country: varchar('country', { length: 80 }),
    plan: varchar('plan', { length: 20 }).$type<Plan>().notNull().default('FREE_TRIAL'),
    /** A paid plan asked for at sign-up; the provider activates it (spec section 6). */
    requestedPlan: varchar('requested_plan', { length: 20 }).$type<Plan>(),
    industry: varchar('industry', { length: 120 }),
    companySize: integer('company_size'),
    isPlatform: boolean('is_platform').notNull().default(false),
    /** Opt-in: the AI interview rule moves candidates itself instead of proposing the move. */
    aiAutoMoves: boolean('ai_auto_moves').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('organizations_domain_id_key').on(table.domainId),
    uniqueIndex('organizations_slug_key').on(table.slug),
    check('organizations_plan_check', sql`${table.plan} in ('FREE_TRIAL','STARTER','PROFESSIONAL','ENTERPRISE')`),
  ],
);

/** Staff and operators. Emails are stored lower-cased and are unique within an organisation. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    orgId: tenantColumn(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 32 }),
    /** Null until the user sets one (sign-up allows an admin without a password). */
    passwordHash: text('password_hash'),
    role: varchar('role', { length: 20 }).$type<Role>().notNull().default('ROLE_USER'),
    enabled: boolean('enabled').notNull().default(true),
    /** When the user's sessions were last ended (for the record; revocation uses tokenVersion). */
    credentialsChangedAt: timestamp('credentials_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Raised on every password reset, disable, role change: a token carries the version it was
     * issued at and is refused once it differs (exact, unlike a timestamp in whole seconds).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_org_email_key').on(table.orgId, table.email),
    index('users_email_idx').on(table.email),
    check('users_role_check', sql`${table.role} in ('ROLE_SUPER_ADMIN','ROLE_ADMIN','ROLE_USER')`),
  ],
);

/** One-time codes for sign-up email verification and password reset, stored as HMACs. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('otp_codes_email_purpose_idx').on(table.email, table.purpose, table.createdAt),
    check('otp_codes_purpose_check', sql`${table.purpose} in ('signup','password_reset')`),
  ],
);

/** Fixed-window counters shared by every API instance (login and OTP abuse limits). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 300 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Job postings (spec section 3). Every row belongs to one organisation; every query is scoped by
 * it. Cutoff dates are calendar dates; the internal details are four plain columns.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    orgId: tenantColumn(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    requirements: text('requirements').notNull(),
    department: varchar('department', { length: 100 }).notNull(),
    location: varchar('location', { length: 200 }).notNull().default(''),
    employmentType: varchar('employment_type', { length: 50 }).notNull().default(''),
    cutoffDate: date('cutoff_date', { mode: 'string' }).notNull(),
    aiProcessingCutoffDate: date('ai_processing_cutoff_date', { mode: 'string' }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    channels: jsonb('channels').$type<Array<{ name: string }>>().notNull().default([]),
    includeTeamMeeting: boolean('include_team_meeting').notNull().default(false),
    projectName: varchar('project_name', { length: 200 }).notNull(),
    projectCode: varchar('project_code', { length: 100 }).notNull(),
    projectManager: varchar('project_manager', { length: 200 }).notNull(),
    techInterviewPoc: varchar('tech_interview_poc', { length: 200 }).notNull(),
    /** Newline-joined: lines ending in '?' are questions, the other lines topics. */
    internalQuestions: text('internal_questions').notNull().default(''),
    /** The recruiter's edited skill list; null while the skills are read from the posting. */
    skills: jsonb('skills').$type<JobSkill[]>(),
    status: varchar('status', { length: 20 }).$type<JobStatus>().notNull().default('ACTIVE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('jobs_org_created_idx').on(table.orgId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('jobs_org_status_idx').on(table.orgId, table.status),
    index('jobs_created_by_idx').on(table.createdBy),
    check('jobs_status_check', sql`${table.status} in ('ACTIVE','CLOSED','DRAFT','COMPLETED')`),
  ],
);

/**
 * The key two phone numbers are compared on for duplicates: the last 9 of its digits, so the
 * national and international forms of one number (`07700 900123`, `+44 7700 900123`) match. The
 * expression index on it and the duplicate queries must use this very expression.
 */
export const phoneMatchKey = (phone: AnyPgColumn | SQL) => sql`right(regexp_replace(${phone}, '[^0-9]', '', 'g'), 9)`;

const RESUME_STATUS_SQL = sql.raw(`('PENDING','PROCESSING','COMPLETED','FAILED')`);
const APPLICATION_STATUS_SQL = sql.raw(
  `('APPLIED','REJECTED','REJECTED_IN_AI_INTERVIEW','INVITED_FOR_AI_SCREENING','REINVITED_FOR_AI_SCREENING','SHORTLISTED',` +
    `'NO_SHOW','INTERVIEW_IN_PROGRESS','AI_BYPASSED','INTERVIEW_INTERRUPTED','IN_PROGRESS','DUPLICATE','QUALIFIED','PENDING','PENDING_SCREENING')`,
);

/**
 * Candidates' applications to a job (spec section 3). The resume file lives in the file storage
 * under `resume_file_key`; its text is extracted in the background (`resume_status`) and indexed
 * for full-text search. `resume_job_id` / `resume_claimed_at` record which queue job is working on
 * it, so a job cut off by a crash can be told from a live one.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    orgId: tenantColumn(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** The staff member who added it; null for the public application assistant. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    candidateName: varchar('candidate_name', { length: 200 }).notNull(),
    /** Stored lower-cased; null for a mass upload until the resume yields one. */
    candidateEmail: varchar('candidate_email', { length: 254 }),
    candidatePhone: varchar('candidate_phone', { length: 40 }),
    status: varchar('status', { length: 40 }).$type<StoredApplicationStatus>().notNull().default('QUALIFIED'),
    /** Resume score 0-100 in force: the machine's, or a recruiter's override. */
    score: integer('score'),
    /** The machine's last score, kept beside an override. */
    aiScore: integer('ai_score'),
    /** The engine that produced `ai_score` (e.g. local-2.1.405a53f5). */
    scoreEngineVersion: varchar('score_engine_version', { length: 64 }),
    /** Set while a recruiter's override is in force. */
    scoreOverriddenAt: timestamp('score_overridden_at', { withTimezone: true }),
    /** Fields read from the resume text (name, contacts, links, roles, education, skills). */
    profile: jsonb('profile').$type<ResumeProfile>(),
    /** A move the AI interview rule proposes; a recruiter accepts or changes it. */
    proposedStatus: varchar('proposed_status', { length: 40 }).$type<ApplicationStatus>(),
    proposedReason: text('proposed_reason'),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    sourceChannel: varchar('source_channel', { length: 100 }).notNull().default('manual'),
    experience: text('experience'),
    skills: text('skills'),
    motivation: text('motivation'),
    resumeFileKey: varchar('resume_file_key', { length: 200 }).notNull(),
    resumeFileName: varchar('resume_file_name', { length: 255 }).notNull(),
    resumeMime: varchar('resume_mime', { length: 100 }).notNull(),
    resumeSize: integer('resume_size').notNull(),
    resumeSha256: varchar('resume_sha256', { length: 64 }).notNull(),
    resumeStatus: varchar('resume_status', { length: 20 }).$type<ResumeStatus>().notNull().default('PENDING'),
    resumeError: text('resume_error'),
    // The words of resume_text are also kept in the generated column resume_search (tsvector, GIN
    // index, without positions), made by migrations 0010 and 0012 and left out here so no row read carries it: only the search
    // reads it (applications.repository.ts, applicantSearch).
    resumeText: text('resume_text'),
    resumeAttempts: integer('resume_attempts').notNull().default(0),
    resumeJobId: varchar('resume_job_id', { length: 64 }),
    resumeClaimedAt: timestamp('resume_claimed_at', { withTimezone: true }),
    noticePeriod: varchar('notice_period', { length: 100 }),
    /**
     * Set when the public assistant receives a second application with an email the job already
     * has: it is kept and flagged for the recruiter instead of telling an anonymous caller that
     * the person applied (no "already applied" oracle).
     */
    duplicateOfId: integer('duplicate_of_id').references((): AnyPgColumn => applications.id, { onDelete: 'set null' }),
    /**
     * The candidate's agreement to the privacy notice (issue #13): when, and the notice's version.
     * Set for every public application; null for candidates staff added (no consent was asked).
     */
    consentGivenAt: timestamp('consent_given_at', { withTimezone: true }),
    privacyNoticeVersion: varchar('privacy_notice_version', { length: 20 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('applications_job_email_key')
      .on(table.jobId, sql`lower(${table.candidateEmail})`)
      .where(sql`${table.candidateEmail} is not null and ${table.duplicateOfId} is null`),
    // Matches the job page's order (created_at DESC, id DESC; PostgreSQL puts nulls first there) so a page reads the index in order.
    index('applications_org_job_created_idx').on(table.orgId, table.jobId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // The Applications page's default order across jobs (newest first), read from the index in order.
    index('applications_org_created_idx').on(table.orgId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('applications_job_sha256_idx').on(table.jobId, table.resumeSha256),
    // Duplicates across the organisation's jobs: same email, same resume file, same phone (duplicates.repository.ts).
    index('applications_org_email_idx').on(table.orgId, sql`lower(${table.candidateEmail})`),
    index('applications_org_sha256_idx').on(table.orgId, table.resumeSha256),
    index('applications_org_phone_idx').on(table.orgId, phoneMatchKey(table.candidatePhone)),
    // Two concurrent mass uploads of one file to one job cannot both create an application.
    uniqueIndex('applications_mass_upload_file_key')
      .on(table.jobId, table.resumeSha256)
      .where(sql`${table.sourceChannel} = 'mass-upload'`),
    index('applications_resume_pending_idx')
      .on(table.resumeStatus)
      .where(sql`${table.resumeStatus} in ('PENDING','PROCESSING')`),
    check('applications_status_check', sql`${table.status} in ${APPLICATION_STATUS_SQL}`),
    check('applications_resume_status_check', sql`${table.resumeStatus} in ${RESUME_STATUS_SQL}`),
    check('applications_score_check', sql`${table.score} is null or (${table.score} between 0 and 100)`),
    check('applications_consent_check', sql`(${table.consentGivenAt} is null) = (${table.privacyNoticeVersion} is null)`),
  ],
);

/**
 * How many applications each job has, kept by a statement trigger on `applications` (migration
 * 0006), so the job list and the job page's total read one row instead of counting every application.
 * A job without applications has no row.
 */
export const jobApplicationCounts = pgTable('job_application_counts', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  orgId: tenantColumn(),
  total: integer('total').notNull().default(0),
});

/** The audit trail of an application's status: every change with its reason, who and when. */
export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: serial('id').primaryKey(),
    orgId: tenantColumn(),
    applicationId: applicationColumn(),
    /** Null for the row written when the application was created. */
    fromStatus: varchar('from_status', { length: 40 }).$type<StoredApplicationStatus>(),
    toStatus: varchar('to_status', { length: 40 }).$type<StoredApplicationStatus>().notNull(),
    reason: text('reason'),
    /** STATUS, or a score event (RESCREEN, SCORE_OVERRIDE) with the score before and after. */
    kind: varchar('kind', { length: 20 }).$type<StatusHistoryKind>().notNull().default('STATUS'),
    fromScore: integer('from_score'),
    toScore: integer('to_score'),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_status_history_app_idx').on(table.applicationId, table.changedAt, table.id),
    check('application_status_history_kind_check', sql`${table.kind} in ('STATUS','RESCREEN','SCORE_OVERRIDE','INTERVIEW')`),
  ],
);

/**
 * The AI decision log (issue #10): every machine output (score, interview adjustment, proposed or
 * automatic move) with the hash of its input and the engine version, and every human override
 * with who and why. Append-only: a trigger (migration 0005) refuses updates, except the foreign
 * key clearing `actor_id` when the user is deleted.
 */
export const aiDecisions = pgTable(
  'ai_decisions',
  {
    id: serial('id').primaryKey(),
    orgId: tenantColumn(),
    applicationId: applicationColumn(),
    kind: varchar('kind', { length: 30 }).$type<AiDecisionKind>().notNull(),
    inputHash: varchar('input_hash', { length: 64 }),
    engineVersion: varchar('engine_version', { length: 64 }),
    output: jsonb('output').$type<Record<string, unknown>>().notNull().default({}),
    /** Null for the machine. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when the entry was written, so the log still says who after the user is gone. */
    actorName: varchar('actor_name', { length: 210 }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('ai_decisions_application_idx').on(table.applicationId, table.createdAt, table.id),
    index('ai_decisions_org_idx').on(table.orgId),
    check(
      'ai_decisions_kind_check',
      sql`${table.kind} in ('SCORE','INTERVIEW_ADJUSTMENT','STATUS_PROPOSAL','STATUS_MOVE','SCORE_OVERRIDE','PROPOSAL_ACCEPTED','PROPOSAL_CHANGED','RESCREEN_REQUESTED')`,
    ),
  ],
);

/**
 * Notes on an application: recruiters' notes ('note') and the AI resume feedback
 * ('resume-feedback', at most one per application so reprocessing never duplicates it).
 */
export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    orgId: tenantColumn(),
    applicationId: applicationColumn(),
    note: text('note').notNull(),
    noteType: varchar('note_type', { length: 40 }).notNull().default('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notes_application_created_idx').on(table.applicationId, table.createdAt, table.id),
    uniqueIndex('notes_resume_feedback_key')
      .on(table.applicationId)
      .where(sql`${table.noteType} = 'resume-feedback'`),
    check('notes_note_type_check', sql`${table.noteType} in ('note','resume-feedback')`),
  ],
);

/**
 * API keys of the external AI interview service, one organisation each (DECISIONS.md, Interviews).
 * Only the SHA-256 of a key is stored; `key_prefix` ('kx_live_' + the first 8 characters of the
 * secret part) is shown in listings and names the key when revoking it.
 */
export const interviewApiKeys = pgTable(
  'interview_api_keys',
  {
    id: serial('id').primaryKey(),
    orgId: tenantColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    keyPrefix: varchar('key_prefix', { length: 16 }).notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('interview_api_keys_hash_key').on(table.keyHash), index('interview_api_keys_org_idx').on(table.orgId, table.createdAt)],
);

const interviewScore = (name: string) => numeric(name, { precision: 4, scale: 2, mode: 'number' });

/**
 * The AI interview insight record of an application (spec section 3), one per application,
 * upserted from the interview service's events. Scores are 0-10; `overall_score` is the final
 * score (raw minus the suspicion deduction).
 */
export const interviewRecords = pgTable(
  'interview_records',
  {
    id: serial('id').primaryKey(),
    orgId: tenantColumn(),
    applicationId: applicationColumn(),
    candidateId: varchar('candidate_id', { length: 100 }),
    /** The applicant id as the service sent it (= the application id). */
    applicantId: varchar('applicant_id', { length: 20 }),
    position: varchar('position', { length: 200 }),
    totalQuestions: integer('total_questions'),
    totalSuspiciousActivity: integer('total_suspicious_activity'),
    totalSuspiciousEyeActivity: integer('total_suspicious_eye_activity'),
    totalFaceMismatchDetected: integer('total_face_mismatch_detected'),
    totalNoFaceDetected: integer('total_no_face_detected'),
    noticePeriod: varchar('notice_period', { length: 100 }),
    reference: varchar('reference', { length: 500 }),
    overallScore: interviewScore('overall_score'),
    feedback: text('feedback'),
    scorecard: text('scorecard'),
    interviewDate: timestamp('interview_date', { withTimezone: true }),
    rawOverallScore: interviewScore('raw_overall_score'),
    suspicionDeduction: interviewScore('suspicion_deduction'),
    suspiciousAdjustment: text('suspicious_adjustment'),
    suspiciousJustification: text('suspicious_justification'),
    idVerified: boolean('id_verified').notNull().default(false),
    voiceVerified: boolean('voice_verified').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('interview_records_application_key').on(table.applicationId),
    index('interview_records_org_idx').on(table.orgId),
    check(
      'interview_records_scores_check',
      sql`(${table.overallScore} is null or ${table.overallScore} between 0 and 10) and (${table.rawOverallScore} is null or ${table.rawOverallScore} between 0 and 10) and (${table.suspicionDeduction} is null or ${table.suspicionDeduction} between 0 and 10)`,
    ),
  ],
);

/** Every event the interview service reported for a record, as received (the record's `logDetails`). */
export const interviewEvents = pgTable(
  'interview_events',
  {
    id: serial('id').primaryKey(),
    orgId: tenantColumn(),
    recordId: integer('record_id')
      .notNull()
      .references(() => interviewRecords.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 200 }).notNull(),
    details: text('details'),
    scorecard: text('scorecard'),
    noticePeriod: varchar('notice_period', { length: 100 }),
    /** The event's insight-record fields as sent (validated and normalised). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The API key that delivered it; null for events written by the server itself (demo data). */
    apiKeyId: integer('api_key_id').references(() => interviewApiKeys.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('interview_events_record_idx').on(table.recordId, table.occurredAt, table.id), index('interview_events_org_idx').on(table.orgId)],
);

// ---------------------------------------------------------------------------------------------
// Candidate emails (issue #13, point 3; docs/emails.md)
// ---------------------------------------------------------------------------------------------

/** An organisation's own version of a candidate email template; without a row the shipped default applies. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    orgId: tenantColumn(),
    template: varchar('template', { length: 40 }).$type<CandidateEmailTemplate>().notNull(),
    language: varchar('language', { length: 2 }).$type<EmailLanguage>().notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('email_templates_org_template_language_key').on(table.orgId, table.template, table.language),
    check('email_templates_language_check', sql`${table.language} in ('en','de')`),
  ],
);

/**
 * Every email sent to a candidate, as rendered, with its delivery state: QUEUED until the queue's
 * worker delivered it (SENT) or gave up after its retries (FAILED, with a short reason).
 */
export const candidateEmails = pgTable(
  'candidate_emails',
  {
    id: serial('id').primaryKey(),
    orgId: tenantColumn(),
    applicationId: applicationColumn(),
    template: varchar('template', { length: 40 }).$type<CandidateEmailTemplate>().notNull(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    /** The candidate, or a member of staff (an interviewer's invitation): a candidate's data export holds only the former. */
    recipient: varchar('recipient', { length: 10 }).$type<'CANDIDATE' | 'STAFF'>().notNull().default('CANDIDATE'),
    subject: varchar('subject', { length: 300 }).notNull(),
    body: text('body').notNull(),
    /** Files sent with it (an interview's .ics invitation). */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: varchar('status', { length: 10 }).$type<CandidateEmailStatus>().notNull().default('QUEUED'),
    /** The queue job that delivers it, chosen at insert: dispatching again with it adds no second job. */
    jobId: varchar('job_id', { length: 36 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: varchar('last_error', { length: 300 }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: integer('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('candidate_emails_org_application_idx').on(table.orgId, table.applicationId, table.createdAt),
    index('candidate_emails_application_idx').on(table.applicationId),
    index('candidate_emails_queued_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'QUEUED'`),
    check('candidate_emails_status_check', sql`${table.status} in ('QUEUED','SENT','FAILED')`),
    check('candidate_emails_recipient_check', sql`${table.recipient} in ('CANDIDATE','STAFF')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Careers site (issue #13, point 1; docs/careers.md)
// ---------------------------------------------------------------------------------------------

/** Raw bytes (PGlite answers a Uint8Array, node-postgres a Buffer: both become a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An organisation's careers page settings; without a row the page shows no description, no logo
 * and the default colour. The logo (at most 512 KB) lives here rather than in file storage: it is
 * small, read with the row, and goes with the organisation.
 */
export const orgCareers = pgTable(
  'org_careers',
  {
    orgId: tenantColumn().primaryKey(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    /** '#rrggbb'; null = the default colour. */
    color: varchar('color', { length: 7 }),
    logo: bytea('logo'),
    logoType: varchar('logo_type', { length: 20 }).$type<CareersLogoType>(),
    /** Changes with every new logo, so its public address does too and caches never show an old one. */
    logoUpdatedAt: timestamp('logo_updated_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('org_careers_color_check', sql`${table.color} is null or ${table.color} ~ '^#[0-9a-f]{6}$'`),
    check(
      'org_careers_logo_check',
      sql`(${table.logo} is null) = (${table.logoType} is null) and (${table.logo} is null) = (${table.logoUpdatedAt} is null)`,
    ),
    check('org_careers_logo_type_check', sql`${table.logoType} is null or ${table.logoType} in ('image/png','image/jpeg','image/webp')`),
    check('org_careers_logo_size_check', sql`${table.logo} is null or octet_length(${table.logo}) <= 524288`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Interview scheduling (issue #13, point 4; docs/scheduling.md)
// ---------------------------------------------------------------------------------------------

/**
 * An interview booked with a candidate (not the AI interview of `interview_records`). `starts_at` is
 * the instant; `time_zone` the IANA zone it was entered in, so the wall-clock time can be shown and
 * edited as entered. `uid` is the calendar event's UID for good; `sequence` rises with each update
 * or the cancellation, so calendar programs replace the event instead of adding one.
 */
export const scheduledInterviews = pgTable(
  'scheduled_interviews',
  {
    id: serial('id').primaryKey(),
    orgId: tenantColumn(),
    applicationId: applicationColumn(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    location: varchar('location', { length: 500 }),
    videoUrl: varchar('video_url', { length: 2000 }),
    /** For the interviewers only. */
    notes: text('notes'),
    status: varchar('status', { length: 10 }).$type<ScheduledInterviewStatus>().notNull().default('SCHEDULED'),
    uid: varchar('uid', { length: 100 }).notNull(),
    sequence: integer('sequence').notNull().default(0),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('scheduled_interviews_org_starts_idx').on(table.orgId, table.startsAt, table.id),
    index('scheduled_interviews_application_idx').on(table.applicationId),
    uniqueIndex('scheduled_interviews_uid_key').on(table.uid),
    check('scheduled_interviews_status_check', sql`${table.status} in ('SCHEDULED','CANCELLED')`),
    check('scheduled_interviews_duration_check', sql`${table.durationMinutes} between 15 and 480`),
    check('scheduled_interviews_place_check', sql`${table.location} is not null or ${table.videoUrl} is not null`),
    check('scheduled_interviews_video_url_check', sql`${table.videoUrl} is null or ${table.videoUrl} ~* '^https?://'`),
  ],
);

/** The interviewers of an interview: users of the interview's organisation (checked by the service). */
export const scheduledInterviewers = pgTable(
  'scheduled_interviewers',
  {
    orgId: tenantColumn(),
    interviewId: integer('interview_id')
      .notNull()
      .references(() => scheduledInterviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.interviewId, table.userId] }), index('scheduled_interviewers_org_user_idx').on(table.orgId, table.userId)],
);

// ---------------------------------------------------------------------------------------------
// Data rights and retention (issue #13, point 5; docs/data-rights.md)
// ---------------------------------------------------------------------------------------------

/**
 * An organisation's retention period: candidates not hired (every status but SHORTLISTED) are
 * erased this many months after their last activity. Without a row, or with null, they are kept.
 */
export const dataRetentionSettings = pgTable(
  'data_retention_settings',
  {
    orgId: tenantColumn().primaryKey(),
    retentionMonths: integer('retention_months'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [check('data_retention_settings_months_check', sql`${table.retentionMonths} is null or ${table.retentionMonths} between 1 and 120`)],
);

/**
 * A candidate whose retention period passed, shown to recruiters as "due for erasure on `due_at`"
 * (a week's notice); the maintenance job erases it then, unless activity or "Keep" withdrew it.
 */
export const retentionNotices = pgTable(
  'retention_notices',
  {
    id: serial('id').primaryKey(),
    orgId: tenantColumn(),
    applicationId: applicationColumn(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('retention_notices_application_key').on(table.applicationId),
    index('retention_notices_org_due_idx').on(table.orgId, table.dueAt, table.id),
  ],
);

/**
 * A candidate's request, through the signed link in an email, for a copy of their data or its
 * erasure; an organisation admin confirms or rejects it. The application reference is cleared when
 * the application goes, so the record of the request survives without personal data.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial('id').primaryKey(),
    orgId: tenantColumn(),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 10 }).$type<DataRequestKind>().notNull(),
    status: varchar('status', { length: 10 }).$type<DataRequestStatus>().notNull().default('PENDING'),
    createdAt: createdAt(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('data_requests_org_status_idx').on(table.orgId, table.status, table.createdAt),
    index('data_requests_application_idx').on(table.applicationId),
    // The same link used twice adds no second pending request of a kind.
    uniqueIndex('data_requests_pending_key')
      .on(table.applicationId, table.kind)
      .where(sql`${table.status} = 'PENDING'`),
    check('data_requests_kind_check', sql`${table.kind} in ('EXPORT','ERASE')`),
    check('data_requests_status_check', sql`${table.status} in ('PENDING','COMPLETED','REJECTED')`),
  ],
);

/**
 * The anonymised audit of erasures: that one happened, when, by whom or what, why, and how many
 * rows and files went. Never the candidate's name, email or any other personal data.
 */
export const dataErasures = pgTable(
  'data_erasures',
  {
    id: serial('id').primaryKey(),
    orgId: tenantColumn(),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
    source: varchar('source', { length: 20 }).$type<ErasureSource>().notNull(),
    /** The staff member who erased, or who confirmed the candidate's request; null for retention. */
    erasedBy: integer('erased_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    itemsErased: integer('items_erased').notNull(),
  },
  (table) => [
    index('data_erasures_org_erased_idx').on(table.orgId, table.erasedAt.desc(), table.id.desc()),
    check('data_erasures_source_check', sql`${table.source} in ('STAFF','RETENTION','CANDIDATE_REQUEST')`),
  ],
);
