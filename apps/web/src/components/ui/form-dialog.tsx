import { useId, type FormEventHandler } from 'react';
import { Button } from './button';
import { Dialog, type DialogProps } from './dialog';

interface FormDialogProps extends Pick<DialogProps, 'title' | 'description' | 'className' | 'onClose' | 'children'> {
  /** Shown unless false (a dialog its page keeps mounted); most are mounted only while open. */
  open?: boolean;
  /** The form's submit handler (react-hook-form's `handleSubmit(...)`). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While the request runs: both buttons are disabled and the dialog stays open. */
  pending: boolean;
  cancelLabel: string;
  /** The submit button's text; the caller says what runs ("Saving...") while pending. */
  submitLabel: string;
  /** Another reason not to submit yet, e.g. a required text still blank. */
  submitDisabled?: boolean;
  /** A red submit button, for an irreversible action. */
  destructive?: boolean;
  formClassName?: string;
}

/** A dialog holding a form: its fields, then Cancel and the submit button in the footer. */
export function FormDialog({
  open = true,
  onSubmit,
  pending,
  cancelLabel,
  submitLabel,
  submitDisabled = false,
  destructive = false,
  formClassName,
  onClose,
  children,
  ...dialog
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => !pending && onClose()}
      {...dialog}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant={destructive ? 'destructive' : 'default'} disabled={submitDisabled || pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className={formClassName}>
        {children}
      </form>
    </Dialog>
  );
}
