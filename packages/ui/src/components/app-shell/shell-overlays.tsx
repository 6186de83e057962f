import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay, Tooltip, TooltipTrigger } from 'react-aria-components';

/**
 * The parts of the shell that float above the page, loaded only when a layout needs them
 * (`app-shell.tsx`): a wide screen with the menu open, the usual first view, needs neither, and
 * with them React Aria's overlay code (focus scope, positioning, modal) was ~20 kB gzip of every
 * signed-in page's first load (issue 15).
 */

/** The label beside a rail icon: inverse colours, so it reads on either theme. */
const railTooltipStyles =
  'max-w-60 rounded-md bg-fg px-2 py-1 text-xs font-medium text-bg shadow-md outline-0';

/**
 * A rail link's label, shown beside the icon on hover and on keyboard focus. The link's name stays
 * its aria-label, so the tooltip (tied by aria-describedby while shown) adds nothing a screen
 * reader must wait for.
 */
export function RailLabel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TooltipTrigger delay={300} closeDelay={0}>
      {children}
      <Tooltip placement="end" offset={8} className={railTooltipStyles}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}

/** The menu on a narrow screen: a modal drawer over the content (focus trapped, Escape closes). */
export function NarrowDrawer({
  isOpen,
  onOpenChange,
  label,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 top-14 z-20 bg-overlay"
    >
      <Modal className="h-full w-72 max-w-[85vw] overflow-y-auto border-r border-border bg-surface shadow-lg outline-0">
        <Dialog aria-label={label} className="outline-0">
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
