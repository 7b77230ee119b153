import { LogOut, Menu, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Brand } from '../../components/brand';
import { Button } from '../../components/ui/button';
import { ADD_USER_TEXT } from '../../features/users/messages';
import { TopNav } from './top-nav';

interface AppHeaderProps {
  onOpenMenu: () => void;
  onAddUser: () => void;
  onLogout: () => void;
}

export function AppHeader({ onOpenMenu, onAddUser, onLogout }: AppHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex h-16 items-center gap-3 px-4 md:px-6">
        <Button variant="ghost" size="icon" aria-label="Open menu" onClick={onOpenMenu} className="-ml-2 md:hidden">
          <Menu className="h-5 w-5" aria-hidden="true" />
        </Button>
        <Link to="/dashboard" aria-label="Kairox dashboard" className="rounded-md focus-visible:outline-2 focus-visible:outline-indigo-600">
          <Brand />
        </Link>
        <TopNav className="ml-6 hidden xl:block" />
        <div className="ml-auto flex items-center gap-2">
          <Button variant="outline" size="sm" onClick={onAddUser}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            {/* sr-only rather than hidden: the button keeps its name on phones */}
            <span className="sr-only sm:not-sr-only">{ADD_USER_TEXT.title}</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={onLogout}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Logout</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
