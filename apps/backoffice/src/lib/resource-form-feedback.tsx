import { formatDateTime, MESSAGES } from '@hangar/domain';
import { Button, ConfirmDialog, ErrorAlert, FeedbackDialog } from '@hangar/ui';
import { GitMerge, History, TriangleAlert } from 'lucide-react';
import { memo, type ReactNode } from 'react';
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
        <section
          aria-label={MESSAGES.draft.title}
          className="flex flex-wrap items-center gap-3 rounded-lg border border-info/30 bg-info-soft px-4 py-3 text-sm"
        >
          <History aria-hidden className="size-4 shrink-0 text-info" />
          <p className="min-w-0 flex-1">
            {MESSAGES.draft.offered} {formatDateTime(draft.offered.savedAt)}.
          </p>
          <Button size="sm" onPress={draft.discard}>
            {MESSAGES.draft.discard}
          </Button>
          <Button size="sm" variant="primary" onPress={restoreDraft}>
            {MESSAGES.draft.restore}
          </Button>
        </section>
      )}

      {stale && (
        <section
          role="alert"
          aria-label={MESSAGES.concurrency.title}
          className="flex flex-wrap items-center gap-3 rounded-lg border border-warning/30 bg-warning-soft px-4 py-3 text-sm"
        >
          <TriangleAlert aria-hidden className="size-4 shrink-0 text-warning" />
          <p className="min-w-0 flex-1">{MESSAGES.concurrency.stale}</p>
          <Button size="sm" variant="primary" onPress={showCurrent}>
            {MESSAGES.concurrency.showCurrent}
          </Button>
        </section>
      )}

      {merged && (
        <section
          role="status"
          aria-label={MESSAGES.concurrency.title}
          className="flex flex-wrap items-center gap-3 rounded-lg border border-info/30 bg-info-soft px-4 py-3 text-sm"
        >
          <GitMerge aria-hidden className="size-4 shrink-0 text-info" />
          <p className="min-w-0 flex-1">{MESSAGES.concurrency.merged}</p>
        </section>
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
      <ConfirmDialog
        isOpen={unsaved.isAsking}
        onOpenChange={(open) => !open && unsaved.stay()}
        title={MESSAGES.confirm.title}
        message={MESSAGES.unsaved.text}
        confirmLabel={MESSAGES.unsaved.leave}
        cancelLabel={MESSAGES.unsaved.stay}
        destructive
        onConfirm={() => {
          draft.clear();
          unsaved.leave();
        }}
      />
    </>
  );
}) as <V>(props: ResourceFormFeedbackProps<V>) => ReactNode;
