import { useTeamMembers } from '../../api/scheduled-interviews';
import { useAuth } from '../../lib/auth';

/**
 * The signed-in user as the first interviewer of a new interview. Reading the team here also loads
 * it before the dialog opens; an operator (no member of this team) starts with nobody.
 */
export function useOwnMemberIds(): number[] {
  const { claims } = useAuth();
  const team = useTeamMembers();
  return team.data?.some((member) => member.id === claims?.uid) ? [claims!.uid] : [];
}
