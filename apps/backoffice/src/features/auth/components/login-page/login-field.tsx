import { touchField } from '@hangar/ui';

/**
 * A labelled input that looks like the kit's `TextField` (same classes as its `inputStyles`), on
 * a native `<input>`: the sign-in page loads without React Aria. The error is wired as the kit's
 * is: `aria-invalid` and `aria-describedby` to the message under the input.
 */
export interface LoginFieldProps {
  id: string;
  label: string;
  name: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field; the field is invalid while there is one. */
  error?: string | undefined;
}

const input =
  'h-9 w-full min-w-0 rounded-md border bg-surface px-3 text-sm text-fg shadow-xs transition-colors ' +
  // 44 px and 16 px text on a touch screen (iOS zooms into smaller text), as the kit's fields.
  `${touchField} ` +
  'placeholder:text-fg-subtle outline-0 outline-offset-2 outline-focus focus-visible:outline-2 ' +
  'focus-visible:outline-solid forced-colors:outline-[Highlight]';

export function LoginField({ id, label, error, onChange, ...props }: LoginFieldProps) {
  const invalid = error !== undefined && error !== '';
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="w-fit text-sm font-medium text-fg">
        {label}
      </label>
      <input
        {...props}
        id={id}
        onChange={(event) => onChange(event.target.value)}
        // Both sign-in fields must be filled; a screen reader says so (no asterisk on a page of two).
        aria-required
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={`${input} ${invalid ? 'border-error' : 'border-border-strong hover:border-fg-subtle'}`}
      />
      {invalid && (
        <span id={`${id}-error`} className="text-xs font-medium text-error">
          {error}
        </span>
      )}
    </div>
  );
}
