import { ESTADOS, type FieldErrors, isValidCep, MESSAGES, TEXT_MAX } from '@hangar/domain';
import { CepField, SelectField, TextField } from '@hangar/ui';
import { useState } from 'react';
import { useEndpoint } from '../../../../lib/endpoints';
import { toFailure } from '../../../../lib/failure';
import { useApi } from '../../../../lib/session';
import { type EntidadeFormValues, withCep } from '../entidade-form-page/entidade-form-state';

export interface EnderecoFieldsProps {
  values: EntidadeFormValues;
  /** Replaces the values (a CEP found fills several fields at once). */
  onChange: (update: (values: EntidadeFormValues) => EntidadeFormValues) => void;
  errors: FieldErrors;
  isReadOnly?: boolean;
}

const ESTADO_ITEMS = ESTADOS.map((e) => ({ id: e.id, label: e.nome }));

/**
 * The entity's address (§2.10): CEP with its search (Enter or the button) that fills estado,
 * cidade (the list follows the state), logradouro, complemento and bairro. An unknown CEP says so
 * beside the field and keeps what was typed; the lookup never blocks saving.
 */
export function EnderecoFields({ values, onChange, errors, isReadOnly = false }: EnderecoFieldsProps) {
  const api = useApi();
  const [searching, setSearching] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const cidades = useEndpoint(
    'enderecos.cidades',
    values.estado_id === null ? null : { query: { estado_id: values.estado_id } },
    { revalidateOnFocus: false },
  ).data?.data;
  const set = <K extends keyof EntidadeFormValues>(name: K, value: EntidadeFormValues[K]) =>
    onChange((v) => ({ ...v, [name]: value }));

  const search = async (cep: string) => {
    setNotice(null);
    if (!isValidCep(cep)) {
      setNotice(MESSAGES.entity.cepInvalid);
      return;
    }
    setSearching(true);
    try {
      const found = await api.call('enderecos.cep', { params: { cep } });
      onChange((v) => withCep(v, found.data));
    } catch (error) {
      // Not found (404) or the service down: the user types the address; saving is never blocked.
      setNotice(toFailure(error).status === 404 ? MESSAGES.entity.cepNotFound : MESSAGES.errors.generic);
    }
    setSearching(false);
  };

  const error = (name: string) => errors[name]?.[0];
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <CepField
        name="cep"
        value={values.cep}
        onChange={(cep) => {
          set('cep', cep);
          setNotice(null);
        }}
        onSearch={search}
        isSearching={searching}
        isDisabled={isReadOnly}
        errorMessage={error('endereco.cep')}
        description={
          notice ? (
            <span role="status" className="font-medium text-warning">
              {notice}
            </span>
          ) : (
            'Digite o CEP e tecle Enter para buscar o endereço'
          )
        }
      />
      <SelectField
        label="Estado"
        name="estado"
        items={ESTADO_ITEMS}
        value={values.estado_id}
        isDisabled={isReadOnly}
        onChange={(key) =>
          onChange((v) => ({ ...v, estado_id: key === null ? null : Number(key), cidade_id: null }))
        }
        errorMessage={error('endereco.estado')}
      />
      <SelectField
        label="Cidade"
        name="cidade"
        items={(cidades ?? []).map((c) => ({ id: c.id, label: c.nome }))}
        value={values.cidade_id}
        isDisabled={isReadOnly || values.estado_id === null}
        onChange={(key) => set('cidade_id', key === null ? null : Number(key))}
        errorMessage={error('endereco.cidade_id')}
      />
      <TextField
        label="Logradouro"
        name="logradouro"
        className="md:col-span-2"
        maxLength={TEXT_MAX.name}
        isDisabled={isReadOnly}
        value={values.logradouro}
        onChange={(v) => set('logradouro', v)}
        errorMessage={error('endereco.logradouro')}
      />
      <TextField
        label="Complemento"
        name="complemento"
        maxLength={TEXT_MAX.name}
        isDisabled={isReadOnly}
        value={values.complemento}
        onChange={(v) => set('complemento', v)}
        errorMessage={error('endereco.complemento')}
      />
      <TextField
        label="Bairro"
        name="bairro"
        maxLength={TEXT_MAX.name}
        isDisabled={isReadOnly}
        value={values.bairro}
        onChange={(v) => set('bairro', v)}
        errorMessage={error('endereco.bairro')}
      />
    </div>
  );
}
