import type { FactoryOpts } from 'imask';
import { Search } from 'lucide-react';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useIMask } from 'react-imask';
import { cn } from '../../utils/cn';
import { focusVisibleRing } from '../../utils/focus-ring';
import { Button } from '../button/button';
import { inputStyles } from '../field/field';
import { cepMask, cpfCnpjMask, phoneMask, phoneValue } from './masks';

/** Props shared by every masked field. */
export interface MaskedFieldProps {
  /** Visible label; also the accessible name. */
  label: string;
  /** The stored value, without the mask (digits; CNPJ letters upper-cased). Controlled. */
  value?: string;
  /** Called as the user types, with the unmasked and the masked value. */
  onChange?: (value: string, masked: string) => void;
  /** Called when the mask is completely filled. */
  onComplete?: (value: string, masked: string) => void;
  /** Help text under the field. */
  description?: ReactNode;
  /** Error text; when set the field is marked invalid. */
  errorMessage?: string;
  /** Placeholder shown while empty. */
  placeholder?: string;
  /** Form field name. */
  name?: string;
  /** Marks the field as required. @default false */
  isRequired?: boolean;
  /** Disables the field. @default false */
  isDisabled?: boolean;
  /** Keyboard shown on phones. @default 'numeric' */
  inputMode?: 'numeric' | 'text' | 'tel';
  /** Called on Enter (after the mask is applied) with the unmasked value. */
  onEnter?: (value: string) => void;
  /** Extra classes for the root element. */
  className?: string;
}

interface InternalProps extends MaskedFieldProps {
  mask: FactoryOpts;
  /** Something drawn after the input, inside the same row (a search button). */
  addon?: ReactNode;
  autoComplete?: string;
  /** What the field stores, from the mask's unmasked value (the phone drops Brazil's '+55'). */
  toValue?: (unmasked: string) => string;
}

const asIs = (unmasked: string) => unmasked;

/**
 * The masked text input every variant uses: a plain `<input>` owned by imask (React never writes
 * its value, so the caret never jumps), a label, help text and an error message.
 */
function MaskedTextField({
  mask,
  label,
  value,
  onChange,
  onComplete,
  description,
  errorMessage,
  placeholder,
  name,
  isRequired = false,
  isDisabled = false,
  inputMode = 'numeric',
  onEnter,
  addon,
  autoComplete,
  toValue = asIs,
  className,
}: InternalProps) {
  const id = useId();
  const descriptionId = useId();
  const errorId = useId();
  // The mask's callbacks read the latest handlers; kept after render, not during it (which would
  // leave this component out of the React Compiler).
  const onChangeRef = useRef(onChange);
  const onCompleteRef = useRef(onComplete);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
    onCompleteRef.current = onComplete;
  });
  const { ref, maskRef, setUnmaskedValue } = useIMask<HTMLInputElement>(mask, {
    defaultUnmaskedValue: value ?? '',
    onAccept: (_v, m) => onChangeRef.current?.(toValue(m.unmaskedValue), m.value),
    onComplete: (_v, m) => onCompleteRef.current?.(toValue(m.unmaskedValue), m.value),
  });

  // A new value from the caller (e.g. a record loaded) is written through the mask.
  useEffect(() => {
    if (value !== undefined && maskRef.current && value !== toValue(maskRef.current.unmaskedValue))
      setUnmaskedValue(value);
  }, [value, maskRef, setUnmaskedValue, toValue]);

  const invalid = errorMessage !== undefined && errorMessage !== '';
  const describedBy = [description != null ? descriptionId : null, invalid ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cn('flex flex-col gap-1.5', className)} data-invalid={invalid || undefined}>
      <label htmlFor={id} className="w-fit text-sm font-medium text-fg">
        {label}
        {isRequired && (
          <span aria-hidden className="text-error">
            {' *'}
          </span>
        )}
      </label>
      <div className="flex items-center gap-2">
        <input
          ref={ref}
          id={id}
          name={name}
          type="text"
          inputMode={inputMode}
          autoComplete={autoComplete ?? 'off'}
          placeholder={placeholder}
          required={isRequired}
          disabled={isDisabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && onEnter) {
              e.preventDefault();
              onEnter(toValue(maskRef.current?.unmaskedValue ?? ''));
            }
          }}
          className={cn(inputStyles({ isInvalid: invalid, isDisabled }), focusVisibleRing, 'tabular-nums')}
        />
        {addon}
      </div>
      {description != null && (
        <span id={descriptionId} className="text-xs text-fg-subtle">
          {description}
        </span>
      )}
      {invalid && (
        <span id={errorId} className="text-xs font-medium text-error">
          {errorMessage}
        </span>
      )}
    </div>
  );
}

/**
 * Any imask mask as a labelled field (for masks the variants below do not cover).
 * @example <MaskedField label="Código ANAC" mask={{ mask: '000000' }} value={v} onChange={setV} />
 */
export function MaskedField({ mask, ...props }: MaskedFieldProps & { mask: FactoryOpts }) {
  return <MaskedTextField mask={mask} {...props} />;
}

/**
 * CPF (000.000.000-00) or CNPJ (AA.AAA.AAA/AAAA-00) in one field, including the alphanumeric
 * CNPJ: letters are accepted in the first 12 positions and upper-cased. `value` is unmasked.
 * @example <CnpjCpfField label="CNPJ/CPF" value={cnpj} onChange={setCnpj} errorMessage={erro} />
 */
export function CnpjCpfField({
  label = 'CNPJ/CPF',
  inputMode = 'text',
  ...props
}: Partial<MaskedFieldProps>) {
  return <MaskedTextField mask={cpfCnpjMask} label={label} inputMode={inputMode} {...props} />;
}

export interface CepFieldProps extends Partial<MaskedFieldProps> {
  /** Called with the 8 digits by the search button and by Enter in the field. */
  onSearch: (cep: string) => void;
  /** Shows the search as running (spinner, button blocked). @default false */
  isSearching?: boolean;
  /** Accessible name of the search button. @default 'Buscar CEP' */
  searchLabel?: string;
}

/**
 * CEP (00000-000) with a search button; Enter in the field searches too. The caller looks the
 * CEP up and fills the address.
 * @example <CepField value={cep} onChange={setCep} onSearch={buscarCep} isSearching={buscando} />
 */
export function CepField({
  label = 'CEP',
  onSearch,
  isSearching = false,
  searchLabel = 'Buscar CEP',
  isDisabled = false,
  ...props
}: CepFieldProps) {
  const current = useRef(props.value ?? '');
  return (
    <MaskedTextField
      mask={cepMask}
      label={label}
      autoComplete="postal-code"
      isDisabled={isDisabled}
      {...props}
      onChange={(value, masked) => {
        current.current = value;
        props.onChange?.(value, masked);
      }}
      onEnter={(value) => {
        if (!isSearching) onSearch(value);
      }}
      addon={
        <Button
          size="icon"
          aria-label={searchLabel}
          isDisabled={isDisabled}
          isPending={isSearching}
          onPress={() => onSearch(props.value ?? current.current)}
        >
          <Search aria-hidden />
        </Button>
      }
    />
  );
}

/**
 * Brazilian phone only: (00) 0000-0000 or (00) 00000-0000, chosen by the number of digits. Typed
 * with a '+', the country code stays in view (+55 (11) 98765-4321) and `value` is still the
 * number without it; another country's code is kept in `value` with its '+', which the domain's
 * `isValidPhone` refuses.
 * @example <PhoneField label="Contato" value={fone} onChange={setFone} />
 */
export function PhoneField({ label = 'Telefone', inputMode = 'tel', ...props }: Partial<MaskedFieldProps>) {
  return (
    <MaskedTextField
      mask={phoneMask}
      label={label}
      inputMode={inputMode}
      autoComplete="tel-national"
      toValue={phoneValue}
      {...props}
    />
  );
}
