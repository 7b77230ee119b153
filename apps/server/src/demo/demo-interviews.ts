import { interviewEventsRequestSchema, type InterviewEventPayload } from '@kairox/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { applications } from '../db/schema.js';
import { acceptProposal } from '../modules/applications/proposals.service.js';
import { ingestInterviewEvents } from '../modules/interviews/interviews.service.js';

/**
 * AI interview results for some demo candidates, fed through the same ingestion service (and the
 * same validation) as the interview service's API calls, so the demo shows the rules at work. The
 * demo organisation keeps the default: the rule proposes, a recruiter decides (docs/interviews.md).
 *
 * - Maya Patel: strong (raw 8.6, one eye movement: final 8.5), ID and voice verified: the AI
 *   suggested shortlisting and the demo admin accepted it.
 * - Olivia Brown: medium (raw 7.0 - 0.5: final 6.5), ID verified only; notice period read from the
 *   details text: an open suggestion to shortlist.
 * - Daniel Kim: integrity alerts (2 face mismatches, 1 time no face: Critical Security Alerts;
 *   raw 7.4 - 2.7: final 4.7): an open suggestion to reject in the AI interview.
 * - Emily Chen: interview started, ID verified, no scorecard yet (still in progress).
 */
interface DemoInterview {
  email: string;
  /** The demo admin has accepted the AI's suggestion. */
  accepted?: true;
  /** Hours before seeding when the interview started. */
  startedHoursAgo: number;
  events: Array<Omit<InterviewEventPayload, 'applicantId' | 'timestamp'> & { minutes: number }>;
}

const MAYA_FEEDBACK = `## Summary
Maya gave the most complete answers of this round. She explained **how** she would build tenant isolation and idempotent background jobs, not just what the terms mean, and backed every claim with a production example and numbers.

### Strengths
- **PostgreSQL depth**: walked through diagnosing a slow endpoint with \`EXPLAIN (ANALYZE, BUFFERS)\`, a covering index and keyset pagination; p95 from 820 ms to 95 ms.
- **Reliability**: designed an outbox + idempotency-key flow for notifications and named the failure modes (duplicate delivery, poison messages, retries with backoff).
- **Leadership**: runs a weekly design review; described mentoring four engineers with concrete outcomes.

### Areas to probe
- Limited hands-on Kubernetes; has deployed to ECS and Fly.io. Worth a question in the technical round if the team runs its own cluster.
- Answers ran long on two questions; she self-corrected when asked to summarise.

### Recommendation
**Strong hire signal.** Move to the technical interview with the platform team.`;

const MAYA_SCORECARD = `| Competency | Score | Evidence |
| --- | ---: | --- |
| Backend architecture | 9/10 | Multi-tenant design with row-level scoping; clear trade-offs between schema-per-tenant and shared tables |
| PostgreSQL & performance | 9/10 | Index design, query plans, partitioning, connection pooling under load |
| Background processing | 9/10 | Idempotent jobs, retries, dead-letter handling, exactly-once effects |
| API design | 8/10 | OpenAPI-first, versioning, pagination and error contracts |
| Testing & CI | 8/10 | Integration tests against real PostgreSQL, under 4 minutes in CI |
| Communication | 8/10 | Structured, concrete, occasionally long |

**Questions answered:** 12 of 12 · **Duration:** 41 minutes`;

const OLIVIA_FEEDBACK = `## Summary
Olivia knows the recruiting domain well and communicates clearly. Her product sense is solid; the quantitative parts of her answers were thinner than the role asks for.

### Strengths
- **Domain expertise**: four years in HR technology; described the applicant-tracking workflow she shipped and the 18% time-to-hire improvement for customers.
- **Discovery practice**: runs 40+ customer interviews a quarter and keeps an opportunity-solution tree; gave a good example of killing a feature after discovery.

### Gaps
- **Metrics**: could not say how the 18% was measured or which cohort it covered; her experiment design answer skipped sample size and guardrail metrics.
- **Prioritisation under constraints**: the roadmap exercise stayed at theme level.

### Recommendation
**Proceed with reservations.** A product case focused on funnel metrics would settle the open questions.`;

const OLIVIA_SCORECARD = `| Competency | Score | Evidence |
| --- | ---: | --- |
| Product sense | 7/10 | Clear problem framing for recruiter workflows |
| Domain knowledge (HR tech) | 8/10 | Applicant tracking, compliance, integrations |
| Analytics & experimentation | 5/10 | No sample-size reasoning; vague on metric definitions |
| Prioritisation | 6/10 | Stayed at theme level in the roadmap exercise |
| Stakeholder communication | 8/10 | Concise and well structured |

**Questions answered:** 10 of 10 · **Duration:** 36 minutes`;

const DANIEL_FEEDBACK = `## Summary
On content alone Daniel's answers were good: he knows event pipelines and PostgreSQL partitioning well. The session, however, raised **integrity concerns** that lower the final score and need a manual review before any decision.

### Strengths
- Explained Kafka consumer groups, ordering guarantees per partition and how he sized partitions for 40M events a day.
- Good answer on partitioned tables and retention, with storage savings quantified.

### Integrity signals
- The face on camera did not match the ID photo **twice** (questions 4 and 7).
- **No face** was visible for about 50 seconds during question 9.
- Repeated glances off-screen and three tab switches while answering the system-design question.

### Recommendation
**Do not advance on this interview.** Review the recording; if the signals have an innocent explanation, invite the candidate to a supervised re-interview.`;

const DANIEL_SCORECARD = `| Competency | Score | Evidence |
| --- | ---: | --- |
| Backend architecture | 8/10 | Event ingestion design with back-pressure and replay |
| PostgreSQL & performance | 8/10 | Partitioning and retention, index-only scans |
| Background processing | 7/10 | Retries and idempotency covered, dead letters only briefly |
| Communication | 7/10 | Clear, but long pauses on two questions |
| Interview integrity | 2/10 | 2 face mismatches, 1 period with no face, 3 suspicious activities |

**Questions answered:** 12 of 12 · **Duration:** 44 minutes`;

const DEMO_INTERVIEWS: DemoInterview[] = [
  {
    email: 'maya.patel@example.com',
    startedHoursAgo: 20,
    accepted: true,
    events: [
      {
        minutes: 0,
        event: 'Interview started',
        candidateId: 'CAND-7F3A21',
        position: 'Senior Backend Engineer (Node.js)',
        reference: 'INT-ACME-1042',
        details: 'AI interview session opened from the invitation link.',
      },
      { minutes: 1, event: 'ID verification successful', details: 'Government ID matched the face on camera (confidence 0.97).' },
      { minutes: 2, event: 'Voice verification successful', details: 'Voice sample matched the enrolment sample.' },
      {
        minutes: 43,
        event: 'Scorecard generated',
        candidateId: 'CAND-7F3A21',
        position: 'Senior Backend Engineer (Node.js)',
        totalQuestions: 12,
        totalSuspiciousActivity: 0,
        totalSuspiciousEyeActivity: 1,
        TotalFaceMismatchDetected: 0,
        TotalNoFaceDetected: 0,
        noticePeriod: '30 days',
        reference: 'INT-ACME-1042',
        OverallScore: '8.6',
        Feedback: MAYA_FEEDBACK,
        scorecard: MAYA_SCORECARD,
        details: 'Interview completed: 12 of 12 questions answered in 41 minutes.',
      },
    ],
  },
  {
    email: 'olivia.brown@example.com',
    startedHoursAgo: 50,
    events: [
      {
        minutes: 0,
        event: 'Interview started',
        candidateId: 'CAND-2B9C40',
        position: 'Product Manager, Hiring Workflows',
        reference: 'INT-ACME-1031',
      },
      { minutes: 1, event: 'Verification successful', details: 'ID document verified.' },
      {
        minutes: 38,
        event: 'Scorecard generated',
        candidateId: 'CAND-2B9C40',
        position: 'Product Manager, Hiring Workflows',
        totalQuestions: 10,
        totalSuspiciousActivity: 1,
        totalSuspiciousEyeActivity: 2,
        TotalFaceMismatchDetected: 0,
        TotalNoFaceDetected: 0,
        reference: 'INT-ACME-1031',
        OverallScore: 7,
        Feedback: OLIVIA_FEEDBACK,
        scorecard: OLIVIA_SCORECARD,
        details: 'Interview completed. The candidate confirmed a notice period of 60 days with her current employer.',
      },
    ],
  },
  {
    email: 'daniel.kim@example.com',
    startedHoursAgo: 26,
    events: [
      {
        minutes: 0,
        event: 'Interview started',
        candidateId: 'CAND-5D1E88',
        position: 'Senior Backend Engineer (Node.js)',
        reference: 'INT-ACME-1039',
      },
      { minutes: 1, event: 'ID verification successful', details: 'ID document verified at the start of the session.' },
      {
        minutes: 46,
        event: 'Scorecard generated',
        candidateId: 'CAND-5D1E88',
        position: 'Senior Backend Engineer (Node.js)',
        totalQuestions: 12,
        totalSuspiciousActivity: 3,
        totalSuspiciousEyeActivity: 4,
        TotalFaceMismatchDetected: 2,
        TotalNoFaceDetected: 1,
        reference: 'INT-ACME-1039',
        RawOverallScore: 7.4,
        Feedback: DANIEL_FEEDBACK,
        scorecard: DANIEL_SCORECARD,
        details: 'Interview completed with integrity alerts. Notice period: immediate.',
      },
    ],
  },
  {
    email: 'emily.chen@example.com',
    startedHoursAgo: 1,
    events: [
      { minutes: 0, event: 'Interview started', candidateId: 'CAND-9A4F12', position: 'Frontend Engineer (React)', reference: 'INT-ACME-1047' },
      { minutes: 1, event: 'ID verification successful', details: 'ID document verified.' },
    ],
  },
];

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Feeds the demo interviews of the organisation's demo candidates through the ingestion service;
 * `reviewerId` accepts the suggestions marked `accepted`. Returns how many events were applied.
 */
export async function seedDemoInterviews(ctx: AppContext, orgId: number, reviewerId: number | null, now: Date = new Date()): Promise<number> {
  const { db } = ctx.database;
  const rows = await db
    .select({ id: applications.id, email: applications.candidateEmail })
    .from(applications)
    .where(
      and(
        eq(applications.orgId, orgId),
        inArray(
          applications.candidateEmail,
          DEMO_INTERVIEWS.map((interview) => interview.email),
        ),
      ),
    );
  const ids = new Map(rows.map((row) => [row.email, row.id]));
  let applied = 0;
  for (const interview of DEMO_INTERVIEWS) {
    const applicationId = ids.get(interview.email);
    if (!applicationId) continue;
    const start = now.getTime() - interview.startedHoursAgo * HOUR_MS;
    const events = interviewEventsRequestSchema.parse({
      events: interview.events.map(({ minutes, ...event }) => ({
        ...event,
        applicantId: applicationId,
        timestamp: new Date(start + minutes * MINUTE_MS).toISOString(),
        ...(event.event === 'Scorecard generated' ? { interviewDate: new Date(start).toISOString() } : {}),
      })),
    });
    const result = await ingestInterviewEvents(db, orgId, events, { passScore: ctx.config.interviewPassScore, apiKeyId: null });
    applied += result.accepted;
    if (interview.accepted && reviewerId !== null) await acceptProposal(db, orgId, applicationId, reviewerId);
  }
  return applied;
}
