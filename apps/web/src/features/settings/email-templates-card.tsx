import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { SettingsCard } from './settings-card';

const TEXT = {
  title: 'Candidate emails',
  intro: 'Edit the emails candidates receive when they apply, change status or are invited to an interview, in English and German.',
  open: 'Edit email templates',
} as const;

/** A link to /settings/emails (the email-templates feature; docs/emails.md). */
export function EmailTemplatesCard() {
  return (
    <SettingsCard icon={Mail} title={TEXT.title} intro={TEXT.intro}>
      <Link to="/settings/emails" className={buttonClasses('outline', 'sm')}>
        {TEXT.open}
      </Link>
    </SettingsCard>
  );
}
