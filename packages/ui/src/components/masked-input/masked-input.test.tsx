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
