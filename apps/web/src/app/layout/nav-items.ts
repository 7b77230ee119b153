import { PRIVACY_NAV_LABEL } from '../../features/data-rights/nav-label';
import { SETTINGS_TEXT } from '../../features/settings/messages';
import { TEAM_TEXT } from '../../features/team/messages';
import {
  BriefcaseBusiness,
  CalendarClock,
  CodeXml,
  Cpu,
  FileText,
  LayoutDashboard,
  ScanSearch,
  Settings,
  ShieldCheck,
  UserCog,
  Users,
  Video,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

const dashboard: NavItem = { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard };
const jobPosting: NavItem = { to: '/job-posting', label: 'Job Posting', icon: BriefcaseBusiness };
const emailVideo: NavItem = { to: '/team-meeting', label: 'Email & Video', icon: Video };
const aiScreening: NavItem = { to: '/ai-screening', label: 'AI Screening', icon: ScanSearch };
const techInterviews: NavItem = { to: '/tech-interviews', label: 'Tech Interviews', icon: CodeXml };
const applications: NavItem = { to: '/applications', label: 'Applications', icon: FileText };
const candidates: NavItem = { to: '/candidates', label: 'Candidates', icon: Users };
const scheduledInterviews: NavItem = { to: '/scheduled-interviews', label: 'Scheduled Interviews', icon: CalendarClock };
const processing: NavItem = { to: '/processing', label: 'Processing', icon: Cpu };

/** Spec section 2, side menu 'Application', in this order. */
export const SIDE_NAV_ITEMS: readonly NavItem[] = [
  dashboard,
  jobPosting,
  emailVideo,
  aiScreening,
  techInterviews,
  applications,
  candidates,
  scheduledInterviews,
];

/** The organization's own pages, below the spec's menu (issue #10: the AI decisions opt-in; issue #12: the team). */
export const ORGANIZATION_NAV_TITLE = SETTINGS_TEXT.navSection;
export const ORGANIZATION_NAV_ITEMS: readonly NavItem[] = [
  { to: '/team', label: TEAM_TEXT.navLabel, icon: UserCog },
  { to: '/privacy', label: PRIVACY_NAV_LABEL, icon: ShieldCheck },
  { to: '/settings', label: SETTINGS_TEXT.navLabel, icon: Settings },
];

/** Spec section 2, top navigation. */
export const TOP_NAV_ITEMS: readonly NavItem[] = [dashboard, jobPosting, emailVideo, aiScreening, techInterviews, applications, candidates];

/** The secondary navigation: the top entries plus Processing. */
export const SECONDARY_NAV_ITEMS: readonly NavItem[] = [...TOP_NAV_ITEMS, processing];

/** The job page's entry in the secondary navigation; job pages have no list route of their own. */
export const JOB_PAGE_LABEL = 'Jobs';
const JOB_PAGE_PATTERN = /^\/(jobs|job-details)\/[^/]+\/?$/;

export function isJobPage(pathname: string): boolean {
  return JOB_PAGE_PATTERN.test(pathname);
}
