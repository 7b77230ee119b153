import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A tenant. The platform operator's organisation is flagged `is_platform`. */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 10 }).notNull(),
    domainId: varchar('domain_id', { length: 253 }).notNull(),
    country: varchar('country', { length: 80 }),
    plan: varchar('plan', { length: 20 }).notNull().default('FREE_TRIAL'),
    /** A paid plan asked for at sign-up; the provider activates it (spec section 6). */
    requestedPlan: varchar('requested_plan', { length: 20 }),
    industry: varchar('industry', { length: 120 }),
    companySize: integer('company_size'),
    isPlatform: boolean('is_platform').notNull().default(false),
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
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 32 }),
    /** Null until the user sets one (sign-up allows an admin without a password). */
    passwordHash: text('password_hash'),
    role: varchar('role', { length: 20 }).notNull().default('ROLE_USER'),
    enabled: boolean('enabled').notNull().default(true),
    /** Tokens issued before this instant are refused. */
    credentialsChangedAt: timestamp('credentials_changed_at', { withTimezone: true }).notNull().defaultNow(),
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
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
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
    status: varchar('status', { length: 20 }).notNull().default('ACTIVE'),
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
