/**
 * The reference of `npm run bench:load`: a bare Fastify process with a pg pool and no Kairox code,
 * answering the applicants list's SQL (the job's count row, then one page by deferred join) and a
 * constant. The gap between it and Kairox is what Kairox's own layers cost.
 *
 * Usage: node --import tsx bench/load/bare-server.ts <databaseUrl> <port>
 */
import Fastify from 'fastify';
import pg from 'pg';

const [databaseUrl, port] = process.argv.slice(2);
if (!databaseUrl || !port) throw new Error('usage: bare-server.ts <databaseUrl> <port>');

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const app = Fastify({ logger: false });

const COUNT_SQL = `select coalesce(c.total, 0)::int as total from jobs j left join job_application_counts c on c.job_id = j.id where j.id = $1 and j.org_id = $2`;
/** The page as Kairox reads it (applications.repository.ts, findApplicantsPage): ids first, then the rows with their scorecard flag and duplicate count. */
const PAGE_SQL = `
  select a.id, a.job_id, a.candidate_name, a.candidate_email, a.candidate_phone, a.status, a.score, a.ai_score, a.score_engine_version,
         a.score_overridden_at, a.profile, a.proposed_status, a.proposed_reason, a.resume_status, a.resume_error, a.source_channel,
         a.experience, a.skills, a.motivation, a.notice_period, a.created_at, a.duplicate_of_id, r.id is not null as has_scorecard,
         (select least(count(*), 100) from (
            (select dup.id from applications dup where dup.org_id = a.org_id and lower(dup.candidate_email) = lower(a.candidate_email) limit 101)
            union (select dup.id from applications dup where dup.org_id = a.org_id and dup.resume_sha256 = a.resume_sha256 limit 101)
            union (select dup.id from applications dup where dup.org_id = a.org_id and length(regexp_replace(a.candidate_phone, '[^0-9]', '', 'g')) >= 9
                     and right(regexp_replace(dup.candidate_phone, '[^0-9]', '', 'g'), 9) = right(regexp_replace(a.candidate_phone, '[^0-9]', '', 'g'), 9) limit 101)
          ) as matches where matches.id <> a.id) as duplicate_count
  from (select id from applications where org_id = $2 and job_id = $1 order by created_at desc, id desc limit $3 offset $4) page
  join applications a on a.id = page.id
  left join interview_records r on r.application_id = a.id
  order by a.created_at desc, a.id desc`;

app.get<{ Params: { orgId: string; jobId: string }; Querystring: { page?: string; size?: string } }>('/bare/:orgId/:jobId', async (request) => {
  const jobId = Number(request.params.jobId);
  const orgId = Number(request.params.orgId);
  const page = Number(request.query.page ?? 0);
  const size = Number(request.query.size ?? 20);
  const { rows: counted } = await pool.query(COUNT_SQL, [jobId, orgId]);
  const { rows } = await pool.query(PAGE_SQL, [jobId, orgId, size, page * size]);
  return { content: rows, totalElements: counted[0]?.total ?? 0 };
});

app.get('/constant', async () => ({ ok: true }));

await app.listen({ host: '127.0.0.1', port: Number(port) });
process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
