import { useEffect, useState } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { optionStyles, popoverStyles } from '../field/field';
import type { RowAction } from './paged-table';
import { RowMenuButton } from './row-menu-button';

export interface RowActionsMenuProps {
  /** Accessible name of the trigger ('Ações de Piloto Comercial'). */
  label: string;
  /** The actions the user may take. */
  actions: RowAction[];
  /**
   * Mounted by a press on the stand-in trigger: take focus, then open on this item, so the menu
   * opens as the press asked and focus returns to this trigger when it closes.
   */
  openOn?: 'first' | 'last';
}

/**
 * A row's actions menu (React Aria's menu button). Loaded on demand by `PagedTable`, which draws
 * a stand-in trigger until a row's menu is first wanted.
 */
export default function RowActionsMenu({ label, actions, openOn }: RowActionsMenuProps) {
  const [isOpen, setOpen] = useState(false);
  // Opened once the trigger has focus (the Button's autoFocus runs first, being a child), so the
  // popover records this trigger as the place to give focus back to.
  const [firstFocus, setFirstFocus] = useState(openOn);
  useEffect(() => {
    if (openOn) setOpen(true);
  }, [openOn]);
  return (
    <MenuTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (!open) setFirstFocus(undefined);
      }}
    >
      <RowMenuButton aria-label={label} autoFocus={openOn !== undefined} />
      <Popover placement="bottom end" className={popoverStyles}>
        <Menu
          className="min-w-36 outline-0"
          autoFocus={firstFocus}
          onAction={(key) => actions.find((a) => a.key === key)?.onAction()}
          items={actions}
        >
          {(a) => (
            <MenuItem
              id={a.key}
              textValue={a.label}
              className={(rp) => optionStyles({ ...rp, isDanger: a.danger })}
            >
              {a.icon != null && (
                <span aria-hidden className="flex [&_svg]:size-4">
                  {a.icon}
                </span>
              )}
              {a.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
