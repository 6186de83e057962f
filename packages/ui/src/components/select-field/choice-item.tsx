import { Check } from 'lucide-react';
import { type Key, ListBoxItem } from 'react-aria-components';
import { optionStyles } from '../field/field';
import type { SelectOption } from './select-field';

/**
 * One choice in the list of a `SelectField` or a `ComboBoxField`: its label, cut to one line,
 * and a check on the chosen one.
 */
export function ChoiceItem<K extends Key>({ item }: { item: SelectOption<K> }) {
  return (
    <ListBoxItem
      id={item.id}
      textValue={item.label}
      isDisabled={item.isDisabled}
      className={(rp) => optionStyles(rp)}
    >
      {({ isSelected }) => (
        <>
          <span className="flex-1 truncate">{item.label}</span>
          {isSelected && <Check aria-hidden className="size-4" />}
        </>
      )}
    </ListBoxItem>
  );
}
