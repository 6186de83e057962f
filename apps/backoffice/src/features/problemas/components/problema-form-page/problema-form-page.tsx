import type { ProblemaDetail } from '@hangar/api-client/contract';
import { MESSAGES, mayLinkProblemQuestions, TEXT_MAX } from '@hangar/domain';
import { Tabs, TextAreaField, TextField } from '@hangar/ui';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { checkedBody, useWrite } from '../../../../lib/endpoints';
import { MaterialsEditor } from '../../../../lib/materials';
import { ResourceFormLayout, ResourceFormPage } from '../../../../lib/resource-form-page';
import { permissionsAtom, useApi } from '../../../../lib/session';
import { useRefusedTab } from '../../../../lib/use-refused-tab';
import { useResourceForm } from '../../../../lib/use-resource-form';
import { problemas } from '../../resource';
import { QuestoesVinculadas } from '../questoes-vinculadas';
import {
  emptyProblema,
  fromProblema,
  PROBLEMA_FIELD_LABELS,
  type ProblemaFormValues,
  toProblemaBody,
  validateProblemaForm,
} from './problema-form-state';

/** The problem form (§2.6) at `/problemas/novo` and `/problemas/{id}`; the layer loads the record. */
/** SALVAR while 'Adicionar material' holds a file or a name not added: said under 'Anexos'. */
const PENDING_MATERIAL = { arquivos: [MESSAGES.material.notAdded] };

/** The tab of a refused save's first invalid field. */
const tabOfRefusal = (fields: string[]) =>
  fields.some((f) => !f.startsWith('questoes')) ? 'basicas' : 'questoes';

export function ProblemaFormPage() {
  return (
    <ResourceFormPage
      resource={problemas}
      get="problemas.get"
      getInput={(id) => ({ params: { id } })}
      loadingLabel="Carregando problema"
    >
      {({ record, readOnly, returnTo }) => (
        <ProblemaForm
          key={record?.data.id ?? 'novo'}
          problema={record?.data ?? null}
          readOnly={readOnly}
          returnTo={returnTo}
        />
      )}
    </ResourceFormPage>
  );
}

interface ProblemaFormProps {
  problema: ProblemaDetail | null;
  readOnly: boolean;
  returnTo: string;
}

function ProblemaForm({ problema, readOnly, returnTo }: ProblemaFormProps) {
  const create = useWrite('problemas.create');
  const update = useWrite('problemas.update');
  const api = useApi();
  const [initial] = useState(() => (problema ? fromProblema(problema) : emptyProblema()));
  const [values, setValues] = useState(initial);
  const [tab, setTab] = useState('basicas');
  const [uploading, setUploading] = useState(false);
  // A material named or chosen but not yet added: CANCELAR and leaving ask, as with a change.
  const [pendingMaterial, setPendingMaterial] = useState(false);
  // Linking or unlinking questions needs seeing them (the picker's permission), as the server
  // checks: without it the linked questions are shown, not changed.
  const mayLinkQuestoes = mayLinkProblemQuestions(useAtomValue(permissionsAtom));
  // The version this form edits: a save from a copy someone else changed since is refused (409).
  const version = useRef(problema?.updated_at ?? null);
  const form = useResourceForm({
    initial,
    values,
    onRestore: setValues,
    validate: validateProblemaForm,
    save: (v) =>
      problema
        ? update({
            params: { id: problema.id },
            body: checkedBody('problemas.update', toProblemaBody(problema, v, version.current)),
          })
        : create({ body: checkedBody('problemas.create', toProblemaBody(null, v, null)) }),
    returnTo,
    fieldLabels: PROBLEMA_FIELD_LABELS,
    isUploading: uploading,
    hasPendingInput: pendingMaterial,
    pendingInputErrors: PENDING_MATERIAL,
    versionRef: version,
    takeCurrentVersion: problema
      ? async () => {
          const current = await api.call('problemas.get', { params: { id: problema.id } });
          version.current = current.data.updated_at ?? null;
          return fromProblema(current.data);
        }
      : undefined,
  });

  // A refused save shows the tab of its first invalid field.
  useRefusedTab(form, tabOfRefusal, setTab);

  const set = <K extends keyof ProblemaFormValues>(name: K, value: ProblemaFormValues[K]) =>
    setValues((v) => ({ ...v, [name]: value }));
  const error = (name: string) => form.errors[name]?.[0];

  return (
    <ResourceFormLayout
      resource={problemas}
      form={form}
      title={
        problema === null
          ? 'Adicionar Novo Problema'
          : `${readOnly ? 'Visualizar' : 'Editar'} ${form.savedValues.titulo}`
      }
      crumb={problema === null ? 'Novo' : `#${problema.id}`}
      returnTo={returnTo}
      readOnly={readOnly}
    >
      <Tabs
        aria-label="Seções do problema"
        selectedKey={tab}
        onSelectionChange={(key) => setTab(String(key))}
        items={[
          {
            id: 'basicas',
            label: 'Informações Básicas',
            content: (
              <div className="grid grid-cols-1 gap-4 md:grid-cols-[10rem_minmax(0,1fr)]">
                <TextField
                  label="ID do Problema"
                  name="id"
                  isDisabled
                  value={problema ? String(problema.id) : ''}
                  placeholder="Gerado ao salvar"
                />
                <TextField
                  label="Título do Problema"
                  isRequired
                  name="titulo"
                  isDisabled={readOnly}
                  maxLength={TEXT_MAX.name}
                  value={values.titulo}
                  onChange={(v) => set('titulo', v)}
                  errorMessage={error('titulo')}
                />
                <TextAreaField
                  label="Descrição"
                  name="descricao"
                  rows={6}
                  isDisabled={readOnly}
                  maxLength={TEXT_MAX.text}
                  value={values.descricao}
                  onChange={(v) => set('descricao', v)}
                  errorMessage={error('descricao')}
                  className="md:col-span-2"
                />
                <div className="md:col-span-2">
                  <MaterialsEditor
                    label="Anexos ao problema"
                    headingLevel={2}
                    listLabel="Anexos do problema"
                    emptyText="Nenhum anexo adicionado ao problema"
                    arquivos={values.arquivos}
                    onChange={(arquivos) => set('arquivos', arquivos)}
                    isReadOnly={readOnly}
                    onBusyChange={setUploading}
                    onPendingChange={setPendingMaterial}
                  />
                </div>
              </div>
            ),
          },
          {
            id: 'questoes',
            label: 'Questões Vinculadas',
            content: (
              <QuestoesVinculadas
                questoes={values.questoes}
                onChange={(questoes) => set('questoes', questoes)}
                isReadOnly={readOnly || !mayLinkQuestoes}
              />
            ),
          },
        ]}
      />
    </ResourceFormLayout>
  );
}
