import { MESSAGES } from '@hangar/domain';
import { Button } from '@hangar/ui';
import { TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title';
import { StatusPage } from '../status-page';

/**
 * What a screen that could not be drawn shows: its code did not load (the app was updated since
 * the tab opened, the network dropped) or it failed while drawing. Reloading fetches the app
 * as it is now.
 */
export function ScreenFailure({
  onReload = () => window.location.reload(),
  inShell = false,
}: {
  onReload?: () => void;
  /** Drawn inside the shell, which has the page's `<main>` already. @default false */
  inShell?: boolean;
}) {
  usePageTitle(MESSAGES.screen.failedTitle);
  return (
    <StatusPage
      inShell={inShell}
      icon={<TriangleAlert className="size-6" />}
      title={MESSAGES.screen.failedTitle}
      text={MESSAGES.screen.failed}
      action={
        <Button variant="primary" onPress={onReload}>
          {MESSAGES.screen.reload}
        </Button>
      }
    />
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The address drawn: a failure is forgotten when it changes, so the next screen is drawn. */
  address: string;
  /** Inside the shell (see {@link ScreenFailure}). @default false */
  inShell?: boolean;
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
    return this.state.failed ? <ScreenFailure inShell={this.props.inShell} /> : this.props.children;
  }
}
