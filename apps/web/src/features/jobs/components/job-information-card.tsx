import { splitInternalQuestions, type Job } from '@kairox/contract';
import { ChevronDown, ChevronUp, Info } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button';
import { formatEpochSecondsLong, formatLongDate } from '../../../lib/dates';
import { optionLabel } from '../../../lib/jobs/job-options';
import { JOB_PAGE_TEXT as T } from '../messages';
import { JobStatusBadge } from '../../../components/jobs/job-status-badge';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

const orNotSpecified = (value: string) => value.trim() || T.notSpecified;

function TextBlock({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <p className="mt-1.5 text-sm leading-relaxed whitespace-pre-line text-slate-700">{orNotSpecified(text)}</p>
    </div>
  );
}

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h4 className="text-xs font-medium tracking-wide text-slate-500 uppercase">{title}</h4>
      {items.length > 0 ? (
        <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1.5 text-sm text-slate-500">{T.none}</p>
      )}
    </div>
  );
}

/**
 * True while the page is being printed (the PDF button's job summary). The change is rendered
 * synchronously in 'beforeprint', so the printed page already has it.
 */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const start = () => flushSync(() => setPrinting(true));
    const end = () => setPrinting(false);
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', end);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', end);
    };
  }, []);
  return printing;
}

/** 'Job Information' (spec section 2): the job's facts, with Show/Hide Details for the long texts. */
export function JobInformationCard({ job }: { job: Job }) {
  const [expanded, setExpanded] = useState(false);
  const printing = usePrinting();
  // The printed summary has the details too, whether or not they are open on screen.
  const showDetails = expanded || printing;
  const detailsId = useId();
  const { questions, topics } = splitInternalQuestions(job.internalQuestions);
  return (
    <section aria-labelledby="job-information-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <Info className="mt-0.5 h-5 w-5 text-indigo-600" aria-hidden="true" />
          <div>
            <h2 id="job-information-heading" className="text-lg font-semibold text-slate-900">
              {T.information}
            </h2>
            <p className="text-sm text-slate-500">
              #{job.id} · {job.title}
            </p>
          </div>
        </div>
        <Button variant="outline" size="sm" aria-expanded={expanded} aria-controls={detailsId} onClick={() => setExpanded((value) => !value)}>
          {expanded ? <ChevronUp className="h-4 w-4" aria-hidden="true" /> : <ChevronDown className="h-4 w-4" aria-hidden="true" />}
          {expanded ? T.hideDetails : T.showDetails}
        </Button>
      </div>

      <dl className="mt-5 grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
        <Item label={T.status}>
          <JobStatusBadge status={job.status} />
        </Item>
        <Item label={T.department}>{orNotSpecified(optionLabel(job.department))}</Item>
        <Item label={T.location}>{orNotSpecified(job.location)}</Item>
        <Item label={T.employmentType}>{orNotSpecified(optionLabel(job.employmentType))}</Item>
        <Item label={T.cutoffDate}>{formatLongDate(job.cutoffDate) || T.notSpecified}</Item>
        <Item label={T.aiCutoffDate}>{formatLongDate(job.aiProcessingCutoffDate) || T.notSpecified}</Item>
        <Item label={T.contactEmail}>{orNotSpecified(job.email)}</Item>
        <Item label={T.createdDate}>{formatEpochSecondsLong(job.createdDate) || T.notSpecified}</Item>
        <Item label={T.teamMeeting}>{job.includeTeamMeeting ? T.teamMeetingIncluded : T.teamMeetingNotIncluded}</Item>
      </dl>

      <div id={detailsId} hidden={!showDetails} className="mt-6 space-y-6 border-t border-slate-200 pt-6">
        {showDetails && (
          <>
            <TextBlock title={T.description} text={job.description} />
            <TextBlock title={T.requirements} text={job.requirements} />
            <div>
              <h3 className="text-sm font-semibold text-slate-900">{T.internalDetails}</h3>
              <dl className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                <Item label={T.projectName}>{orNotSpecified(job.internalDetails.projectName)}</Item>
                <Item label={T.projectCode}>{orNotSpecified(job.internalDetails.projectCode)}</Item>
                <Item label={T.projectManager}>{orNotSpecified(job.internalDetails.projectManager)}</Item>
                <Item label={T.techInterviewPoc}>{orNotSpecified(job.internalDetails.techInterviewPoc)}</Item>
              </dl>
            </div>
            <div>
              <h3 className="text-sm font-semibold text-slate-900">{T.internalQuestions}</h3>
              <div className="mt-2 grid gap-4 md:grid-cols-2">
                <List title={T.interviewQuestions} items={questions} />
                <List title={T.topicsToCover} items={topics} />
              </div>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
