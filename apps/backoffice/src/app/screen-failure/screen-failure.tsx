import { MESSAGES } from '@hangar/domain';
import { Button } from '@hangar/ui';
import { TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title';

/**
 * What a screen that could not be drawn shows: its code did not load (the app was updated since
 * the tab opened, the network dropped) or it failed while drawing. Reloading fetches the app
 * as it is now.
 */
export function ScreenFailure({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  usePageTitle(MESSAGES.screen.failedTitle);
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-6 text-center">
      <span
        aria-hidden
        className="flex size-12 items-center justify-center rounded-full bg-surface-muted text-fg-subtle"
      >
        <TriangleAlert className="size-6" />
      </span>
      <h1 className="text-xl font-semibold text-fg">{MESSAGES.screen.failedTitle}</h1>
      <p className="max-w-md text-sm text-fg-muted">{MESSAGES.screen.failed}</p>
      <Button variant="primary" onPress={onReload}>
        {MESSAGES.screen.reload}
      </Button>
    </main>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The address drawn: a failure is forgotten when it changes, so the next screen is drawn. */
  address: string;
}

/**
 * Shows {@link ScreenFailure} in place of `children` when they throw while drawing, until the
 * address changes. Not keyed by the address, which would draw the shell anew on every navigation.
 */
export class ScreenFailureBoundary extends Component<BoundaryProps, { failed: boolean; address: string }> {
  override state = { failed: false, address: this.props.address };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { address: string }) {
    return props.address === state.address ? null : { failed: false, address: props.address };
  }

  override render() {
    return this.state.failed ? <ScreenFailure /> : this.props.children;
  }
}
