import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CepField, CnpjCpfField, PhoneField } from './masked-input';

afterEach(cleanup);

function Outside() {
  const [v, setV] = useState('');
  return (
    <>
      <button type="button" onClick={() => setV('11987654321')}>
        carregar
      </button>
      <PhoneField label="Contato" value={v} onChange={setV} />
      <output aria-label="guardado">{v}</output>
    </>
  );
}

describe('masked fields', () => {
  it('CnpjCpfField reports the unmasked value and accepts the alphanumeric CNPJ', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CnpjCpfField label="CNPJ/CPF" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'CNPJ/CPF' });
    await user.type(input, '12abc345000188');
    expect((input as HTMLInputElement).value).toBe('12.ABC.345/0001-88');
    expect(onChange).toHaveBeenLastCalledWith('12ABC345000188', '12.ABC.345/0001-88');
  });

  it("PhoneField drops Brazil's country code from a pasted number", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhoneField label="Contato" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Contato' });
    await user.click(input);
    await user.paste('+55 11 98765-4321');
    expect((input as HTMLInputElement).value).toBe('(11) 98765-4321');
    expect(onChange).toHaveBeenLastCalledWith('11987654321', '(11) 98765-4321');
  });

  it("PhoneField keeps a typed '+55' in view and stores the number without it", async () => {
    const user = userEvent.setup();
    render(<Outside />);
    const input = screen.getByRole('textbox', { name: 'Contato' }) as HTMLInputElement;
    // Typed key by key (the mask used to drop the '+' and read 55 as the DDD: '(55) 11987-6543').
    await user.type(input, '+55 11 98765-4321');
    expect(input.value).toBe('+55 (11) 98765-4321');
    expect(screen.getByRole('status', { name: 'guardado' }).textContent).toBe('11987654321');
    await user.clear(input);
    await user.type(input, '+55 11 3333-4444');
    expect(input.value).toBe('+55 (11) 3333-4444');
    expect(screen.getByRole('status', { name: 'guardado' }).textContent).toBe('1133334444');
  });

  it("PhoneField keeps another country's code in the value, for the domain to refuse", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhoneField label="Contato" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Contato' }), '+1 212 555 0100');
    expect(onChange).toHaveBeenLastCalledWith('+12125550100', '+12 (12) 5550-100');
  });

  it('shows a value set from outside through the mask', async () => {
    const user = userEvent.setup();
    render(<Outside />);
    await user.click(screen.getByRole('button', { name: 'carregar' }));
    expect((screen.getByRole('textbox', { name: 'Contato' }) as HTMLInputElement).value).toBe(
      '(11) 98765-4321',
    );
  });

  it('CepField searches on Enter and by its button with the digits', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<CepField onSearch={onSearch} />);
    await user.type(screen.getByRole('textbox', { name: 'CEP' }), '70040-010{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('70040010');
    await user.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
    expect(onSearch).toHaveBeenLastCalledWith('70040010');
  });
});
