import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ADMIN_DASHBOARD_TEXT, USERS_TEXT } from '../messages';
import { SelectionBar } from './table-parts';

/** The selection bar over the users table; shown only while users are selected. */
export function UsersBulkActions({
  count,
  deleting,
  onClear,
  onDelete,
}: {
  count: number;
  deleting: boolean;
  onClear: () => void;
  onDelete: () => void;
}) {
  if (count === 0) return null;
  return (
    <SelectionBar
      countLabel={USERS_TEXT.selected(count)}
      clearLabel={USERS_TEXT.clearSelection}
      deleteLabel={USERS_TEXT.deleteSelected(count)}
      onClear={onClear}
      onDelete={onDelete}
      disabled={deleting}
    />
  );
}

export function DeleteUsersDialog({
  open,
  count,
  deleting,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  count: number;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={USERS_TEXT.confirmTitle}
      message={USERS_TEXT.confirmDelete(count)}
      confirmLabel={ADMIN_DASHBOARD_TEXT.delete}
      pendingLabel={ADMIN_DASHBOARD_TEXT.deleting}
      cancelLabel={ADMIN_DASHBOARD_TEXT.cancel}
      destructive
      pending={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
