import { History, Pencil, RotateCcw, ScanSearch } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { DropdownMenuItem } from '../../../components/ui/dropdown-menu';
import { serverMessageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useRemoveScoreOverride, useRescreen } from '../api/scores';
import { SCORE_TEXT as T } from '../score-messages';
import { AiDecisionLogDialog } from './ai-decision-log-dialog';
import type { ScoredCandidate } from './score-cell';
import { ScoreOverrideDialog } from './score-override-dialog';

type ScoreDialog = 'rescreen' | 'override' | 'remove-override' | 'log';

/** Re-screening needs the extracted resume text. */
const screenable = (resumeStatus: string) => resumeStatus.toUpperCase() === 'COMPLETED';

/**
 * The candidate table's score tools: row-menu items (Re-screen, Override score, Remove override,
 * AI decision log) and the dialogs they open. `onChanged` reloads the table after a change.
 */
export function useScoreActions(onChanged: () => void): {
  menuItems: (candidate: ScoredCandidate & { resumeStatus: string }) => DropdownMenuItem[];
  dialogs: ReactNode;
} {
  const [dialog, setDialog] = useState<{ kind: ScoreDialog; candidate: ScoredCandidate } | null>(null);
  const rescreen = useRescreen();
  const removeOverride = useRemoveScoreOverride();
  const close = () => setDialog(null);

  const menuItems = (candidate: ScoredCandidate & { resumeStatus: string }): DropdownMenuItem[] => {
    const open = (kind: ScoreDialog) => () => setDialog({ kind, candidate });
    return [
      {
        label: T.actionRescreen,
        icon: <ScanSearch className="h-4 w-4" />,
        disabled: !screenable(candidate.resumeStatus),
        onSelect: open('rescreen'),
      },
      { label: T.actionOverride, icon: <Pencil className="h-4 w-4" />, onSelect: open('override') },
      ...(candidate.scoreOverridden
        ? [{ label: T.actionRemoveOverride, icon: <RotateCcw className="h-4 w-4" />, onSelect: open('remove-override') }]
        : []),
      { label: T.actionDecisionLog, icon: <History className="h-4 w-4" />, onSelect: open('log') },
    ];
  };

  async function confirmRescreen(candidate: ScoredCandidate) {
    try {
      const updated = await rescreen.mutateAsync(candidate.id);
      const keptOverride = updated.scoreOverridden ? T.rescreenedOverride(updated.score) : '';
      toast.success(`${T.rescreened(candidate.candidateName, updated.aiScore)}${keptOverride}`, T.rescreenedTitle);
      onChanged();
    } catch (error) {
      toast.error(serverMessageOr(error, T.rescreenFailed), T.failedTitle);
    } finally {
      close();
    }
  }

  async function confirmRemove(candidate: ScoredCandidate) {
    try {
      const updated = await removeOverride.mutateAsync(candidate.id);
      toast.success(T.removed(candidate.candidateName, updated.score), T.removedTitle);
      onChanged();
    } catch (error) {
      toast.error(serverMessageOr(error, T.removeFailed), T.failedTitle);
    } finally {
      close();
    }
  }

  const candidate = dialog?.candidate;
  const dialogs = (
    <>
      <ConfirmDialog
        open={dialog?.kind === 'rescreen'}
        title={T.rescreenTitle}
        message={
          candidate
            ? `${T.rescreenMessage(candidate.candidateName)}${candidate.scoreOverridden && candidate.score !== null ? T.rescreenKeepsOverride(candidate.score) : ''}`
            : ''
        }
        confirmLabel={T.rescreenConfirm}
        pendingLabel={T.rescreening}
        pending={rescreen.isPending}
        onConfirm={() => candidate && void confirmRescreen(candidate)}
        onCancel={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'remove-override'}
        title={T.removeTitle}
        message={candidate ? T.removeMessage(candidate.candidateName, candidate.aiScore ?? null) : ''}
        confirmLabel={T.removeConfirm}
        pendingLabel={T.removing}
        pending={removeOverride.isPending}
        onConfirm={() => candidate && void confirmRemove(candidate)}
        onCancel={close}
      />
      {dialog?.kind === 'override' && <ScoreOverrideDialog candidate={dialog.candidate} onClose={close} onDone={onChanged} />}
      {dialog?.kind === 'log' && <AiDecisionLogDialog candidate={dialog.candidate} onClose={close} />}
    </>
  );
  return { menuItems, dialogs };
}
