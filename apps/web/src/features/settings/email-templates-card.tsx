import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

const TEXT = {
  title: 'Candidate emails',
  intro: 'Edit the emails candidates receive when they apply, change status or are invited to an interview, in English and German.',
  open: 'Edit email templates',
} as const;

/** A link to /settings/emails (the email-templates feature; docs/emails.md). */
export function EmailTemplatesCard() {
  return (
    <section aria-labelledby="email-templates-card-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="email-templates-card-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Mail className="h-5 w-5 text-indigo-600" aria-hidden="true" />
        {TEXT.title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{TEXT.intro}</p>
      <Link to="/settings/emails" className={buttonClasses('outline', 'sm')}>
        {TEXT.open}
      </Link>
    </section>
  );
}
