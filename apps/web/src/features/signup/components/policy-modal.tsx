import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SIGNUP_TEXT, type PolicySection } from '../messages';

export interface PolicyModalProps {
  open: boolean;
  onClose: () => void;
  /** Ticks the matching consent box and closes. */
  onAccept: () => void;
  policy: { title: string; updated: string; sections: PolicySection[] };
}

/** The Terms of Service or the Privacy Policy, readable before consenting. */
export function PolicyModal({ open, onClose, onAccept, policy }: PolicyModalProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={policy.title}
      description={policy.updated}
      className="max-w-2xl"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {SIGNUP_TEXT.close}
          </Button>
          <Button
            onClick={() => {
              onAccept();
              onClose();
            }}
          >
            {SIGNUP_TEXT.acceptAndClose}
          </Button>
        </>
      }
    >
      <div className="space-y-5 text-sm leading-relaxed text-slate-600">
        {policy.sections.map((section) => (
          <section key={section.heading}>
            <h3 className="mb-1 font-semibold text-slate-900">{section.heading}</h3>
            <p>{section.body}</p>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
