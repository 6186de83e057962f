import { MoreHorizontal } from 'lucide-react';
import { Button, type ButtonProps } from '../button/button';

/**
 * A row's actions menu button, one look for both of its forms: `PagedTable`'s stand-in (drawn
 * until the row's menu is first wanted) and the real trigger in `row-actions-menu.tsx`.
 */
export function RowMenuButton(props: Omit<ButtonProps, 'variant' | 'size' | 'className' | 'children'>) {
  return (
    <Button {...props} variant="ghost" size="icon" className="size-8">
      <MoreHorizontal aria-hidden />
    </Button>
  );
}
