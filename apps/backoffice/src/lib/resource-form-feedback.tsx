import { formatDateTime, MESSAGES } from '@hangar/domain';
import { Button, ErrorAlert, FeedbackDialog } from '@hangar/ui';
import { GitMerge, History, type LucideIcon, TriangleAlert } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { UnsavedChangesDialog } from './discard-guard';
import type { ResourceForm } from './use-resource-form';

export interface ResourceFormFeedbackProps<V> {
  /** The form's {@link useResourceForm} result. */
  form: ResourceForm<V>;
}

/**
 * What a resource form says besides its fields, drawn where it is placed (under the page
 * header): the offer of a kept draft (RESTAURAR / DESCARTAR) and the 'Avisos' alert; and, as
 * dialogs, the success message (then the list), the §8 save error and the unsaved-changes
 * confirmation. All texts come from the domain's `MESSAGES`. Memoised: `form` keeps its identity
 * while the user types, so a keystroke does not redraw the alert and the dialogs.
 */
export const ResourceFormFeedback = memo(function ResourceFormFeedback<V>({
  form,
}: ResourceFormFeedbackProps<V>) {
  // Taken apart first: with `form.alertRef` passed on as a ref, the React Compiler takes later
  // reads of `form` for reads of a ref during render and leaves this component unmemoised.
  const { draft, unsaved, alertRef, stale, merged, avisos, avisosTitle, saved, failure } = form;
  const { restoreDraft, showCurrent, finish, dismissFailure } = form;
  return (
    <>
      {draft.offered && (
        <Notice
          label={MESSAGES.draft.title}
          icon={History}
          text={`${MESSAGES.draft.offered} ${formatDateTime(draft.offered.savedAt)}.`}
        >
          <Button size="sm" onPress={draft.discard}>
            {MESSAGES.draft.discard}
          </Button>
          <Button size="sm" variant="primary" onPress={restoreDraft}>
            {MESSAGES.draft.restore}
          </Button>
        </Notice>
      )}

      {stale && (
        <Notice
          role="alert"
          tone="warning"
          label={MESSAGES.concurrency.title}
          icon={TriangleAlert}
          text={MESSAGES.concurrency.stale}
        >
          <Button size="sm" variant="primary" onPress={showCurrent}>
            {MESSAGES.concurrency.showCurrent}
          </Button>
        </Notice>
      )}

      {merged && (
        <Notice
          role="status"
          label={MESSAGES.concurrency.title}
          icon={GitMerge}
          text={MESSAGES.concurrency.merged}
        />
      )}

      {/* Focusable, so a refused save can move focus here when its first field is not on screen. */}
      <div ref={alertRef} tabIndex={-1} className="outline-0 empty:hidden">
        <ErrorAlert title={avisosTitle} messages={avisos} />
      </div>

      <FeedbackDialog
        isOpen={saved}
        title={MESSAGES.success.title}
        message={MESSAGES.success.text}
        onOpenChange={(open) => !open && finish()}
      />
      <FeedbackDialog
        tone="error"
        isOpen={failure !== null}
        title={failure?.title}
        message={failure?.messages.join(' ')}
        onOpenChange={(open) => !open && dismissFailure()}
      />
      <UnsavedChangesDialog
        isOpen={unsaved.isAsking}
        onStay={unsaved.stay}
        onLeave={() => {
          draft.clear();
          unsaved.leave();
        }}
      />
    </>
  );
}) as <V>(props: ResourceFormFeedbackProps<V>) => ReactNode;

const NOTICE_TONES = {
  info: { box: 'border-info/30 bg-info-soft', icon: 'text-info' },
  warning: { box: 'border-warning/30 bg-warning-soft', icon: 'text-warning' },
} as const;

/** A named band above the fields: an icon, a sentence and the actions it offers. */
function Notice({
  label,
  icon: Icon,
  text,
  tone = 'info',
  role,
  children,
}: {
  label: string;
  icon: LucideIcon;
  text: string;
  tone?: keyof typeof NOTICE_TONES;
  role?: 'alert' | 'status';
  children?: ReactNode;
}) {
  return (
    <section
      role={role}
      aria-label={label}
      className={`flex flex-wrap items-center gap-3 rounded-lg border px-4 py-3 text-sm ${NOTICE_TONES[tone].box}`}
    >
      <Icon aria-hidden className={`size-4 shrink-0 ${NOTICE_TONES[tone].icon}`} />
      <p className="min-w-0 flex-1">{text}</p>
      {children}
    </section>
  );
}
