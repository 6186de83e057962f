import { type DateInputProps, DateSegment } from 'react-aria-components';
import { cn } from '../../utils/cn';

/**
 * One part of a typed date or time (day, month, hour, minute, or the '/' and ':' between), as
 * the kit's date and time fields draw it: the focused part highlighted, an empty one in the
 * placeholder colour. Pass it as a RAC `DateInput`'s children.
 */
export function renderDateSegment(segment: Parameters<DateInputProps['children']>[0]) {
  return (
    <DateSegment
      segment={segment}
      className={cn(
        'rounded px-0.5 outline-0 focus:bg-accent focus:text-accent-fg',
        'data-[placeholder]:text-fg-subtle data-[type=literal]:px-0',
      )}
    />
  );
}
