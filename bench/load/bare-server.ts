/**
 * The reference of `npm run bench:load`: a bare Fastify process with a pg pool and no Kairox code,
 * answering the applicants list's SQL as Kairox runs it (prepared statements; the first page and the
 * job's count in one statement, another page after the count) and a constant. The gap between it and
 * Kairox is what Kairox's own layers cost, the caller's session check among them.
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
/**
 * The page as Kairox reads it (applications.repository.ts, findApplicantsPage): ids first, from the
 * newest or (past the middle) the oldest end, then the rows with their scorecard flag and duplicate count.
 */
const pageSql = (extraColumns: string, idOrder: 'desc' | 'asc') => `
  select ${extraColumns} a.id, a.job_id, a.candidate_name, a.candidate_email, a.candidate_phone, a.status, a.score, a.ai_score, a.score_engine_version,
         a.score_overridden_at, a.profile, a.proposed_status, a.proposed_reason, a.resume_status, a.resume_error, a.source_channel,
         a.experience, a.skills, a.motivation, a.notice_period, a.created_at, a.duplicate_of_id, r.id is not null as has_scorecard,
         (select least(count(*), 100) from (
            (select dup.id from applications dup where dup.org_id = a.org_id and lower(dup.candidate_email) = lower(a.candidate_email) limit 101)
            union (select dup.id from applications dup where dup.org_id = a.org_id and dup.resume_sha256 = a.resume_sha256 limit 101)
            union (select dup.id from applications dup where dup.org_id = a.org_id and length(regexp_replace(a.candidate_phone, '[^0-9]', '', 'g')) >= 9
                     and right(regexp_replace(dup.candidate_phone, '[^0-9]', '', 'g'), 9) = right(regexp_replace(a.candidate_phone, '[^0-9]', '', 'g'), 9) limit 101)
          ) as matches where matches.id <> a.id) as duplicate_count
  from (select id from applications where org_id = $2 and job_id = $1 order by created_at ${idOrder}, id ${idOrder} limit $3 offset $4) page
  join applications a on a.id = page.id
  left join interview_records r on r.application_id = a.id
  order by a.created_at desc, a.id desc`;
const FIRST_PAGE_SQL = pageSql('(select total from job_application_counts where job_id = $1) as job_total,', 'desc');
const PAGE_SQL = pageSql('', 'desc');
const PAGE_FROM_OLDEST_SQL = pageSql('', 'asc');

app.get<{ Params: { orgId: string; jobId: string }; Querystring: { page?: string; size?: string } }>('/bare/:orgId/:jobId', async (request) => {
  const jobId = Number(request.params.jobId);
  const orgId = Number(request.params.orgId);
  const page = Number(request.query.page ?? 0);
  const size = Number(request.query.size ?? 20);
  if (page === 0) {
    const { rows } = await pool.query({ name: 'first_page', text: FIRST_PAGE_SQL, values: [jobId, orgId, size, 0] });
    if (rows.length > 0) return { content: rows, totalElements: rows[0].job_total };
  }
  const { rows: counted } = await pool.query({ name: 'count', text: COUNT_SQL, values: [jobId, orgId] });
  const total: number = counted[0]?.total ?? 0;
  const fromOldest = page * size > total / 2;
  const offset = fromOldest ? Math.max(0, total - (page + 1) * size) : page * size;
  const limit = fromOldest ? total - page * size - offset : size;
  const { rows } = await pool.query(
    fromOldest
      ? { name: 'page_from_oldest', text: PAGE_FROM_OLDEST_SQL, values: [jobId, orgId, limit, offset] }
      : { name: 'page', text: PAGE_SQL, values: [jobId, orgId, limit, offset] },
  );
  return { content: rows, totalElements: total };
});

app.get('/constant', async () => ({ ok: true }));

await app.listen({ host: '127.0.0.1', port: Number(port) });
process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
