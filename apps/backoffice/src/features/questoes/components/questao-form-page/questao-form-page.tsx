import type { Classificacao, QuestaoDetail } from '@hangar/api-client/contract';
import { describeError, MESSAGES, TEXT_MAX } from '@hangar/domain';
import { Button, FeedbackDialog, TextAreaField, TextField } from '@hangar/ui';
import { Trash2 } from 'lucide-react';
import { useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkedBody, useWrite } from '../../../../lib/endpoints';
import { toFailure } from '../../../../lib/failure';
import { ResourceFormLayout, ResourceFormPage } from '../../../../lib/resource-form-page';
import { DeleteDialogs } from '../../../../lib/resource-list-page';
import { useApi } from '../../../../lib/session';
import { isStaleConflict } from '../../../../lib/stale-conflict';
import { useDeleteController } from '../../../../lib/use-delete-controller';
import { useResourceForm } from '../../../../lib/use-resource-form';
import { classificacoesPath, questoes } from '../../resource';
import { ClassificacaoList } from '../classificacao-list';
import { RespostasList } from '../respostas-list';
import {
  emptyQuestao,
  fromQuestao,
  QUESTAO_FIELD_LABELS,
  questaoFormReducer,
  toQuestaoBody,
  validateQuestaoForm,
} from './questao-form-state';

/**
 * The question form (§2.8) at `/questoes/novo` and `/questoes/{uuid}`: the layer loads the
 * question; {@link QuestaoForm} holds the fields, the answers and, for a saved question, its
 * classification.
 */
/** SALVAR while an answer is typed and not added (or an edit not confirmed). */
const PENDING_ANSWER = { opcoes: [MESSAGES.question.answerNotAdded] };

export function QuestaoFormPage() {
  return (
    <ResourceFormPage
      resource={questoes}
      get="questoes.get"
      getInput={(id) => ({ params: { id } })}
      loadingLabel="Carregando questão"
    >
      {({ record, readOnly, returnTo }) => (
        // Keyed by the record: opening another question starts a fresh form.
        <QuestaoForm
          key={record?.data.uuid ?? 'novo'}
          questao={record?.data ?? null}
          readOnly={readOnly}
          returnTo={returnTo}
        />
      )}
    </ResourceFormPage>
  );
}

interface QuestaoFormProps {
  /** The loaded question; `null` creates one. */
  questao: QuestaoDetail | null;
  readOnly: boolean;
  returnTo: string;
}

function QuestaoForm({ questao, readOnly, returnTo }: QuestaoFormProps) {
  const api = useApi();
  const navigate = useNavigate();
  const create = useWrite('questoes.create');
  const update = useWrite('questoes.update');
  const classify = useWrite('questoes.classificacao.put');
  const [initial] = useState(() => (questao ? fromQuestao(questao) : emptyQuestao()));
  const [values, dispatch] = useReducer(questaoFormReducer, initial);
  // The version this form edits (optimistic concurrency): a save from a copy someone else has
  // changed since is refused with 409, and the form keeps what was typed.
  const version = useRef(questao?.updated_at ?? null);
  const [classificacao, setClassificacao] = useState<Classificacao | null>(
    questao
      ? {
          cursos: questao.cursos,
          modulos: questao.modulos,
          assuntos: questao.assuntos,
          problemas: questao.problemas,
        }
      : null,
  );
  // The question's version the classification shown was read at: removing a subject is saved
  // against it (409 when the question changed since), apart from the fields' own version.
  const [classificacaoVersion, setClassificacaoVersion] = useState(questao?.updated_at ?? null);
  const [classifyError, setClassifyError] = useState<string | null>(null);

  // An answer typed but not added, or an edit not confirmed: leaving asks, as with a change.
  const [pendingAnswer, setPendingAnswer] = useState(false);
  const form = useResourceForm({
    initial,
    values,
    onRestore: (restored) => dispatch({ type: 'reset', values: restored }),
    validate: validateQuestaoForm,
    save: (v) =>
      questao
        ? update({
            params: { id: questao.uuid },
            body: checkedBody('questoes.update', { ...toQuestaoBody(v), updated_at: version.current }),
          })
        : create({ body: checkedBody('questoes.create', toQuestaoBody(v)) }),
    returnTo,
    fieldLabels: QUESTAO_FIELD_LABELS,
    versionRef: version,
    hasPendingInput: pendingAnswer,
    pendingInputErrors: PENDING_ANSWER,
    takeCurrentVersion: questao
      ? async () => {
          const current = await api.call('questoes.get', { params: { id: questao.uuid } });
          version.current = current.data.updated_at ?? null;
          return fromQuestao(current.data);
        }
      : undefined,
  });

  const deletion = useDeleteController(questoes, () => {
    form.unsaved.allowNavigation();
    navigate(returnTo);
  });

  /**
   * Removes a subject from the saved classification at once (the wizard's call, with the rest
   * unchanged); the server recomputes the situação. The fields typed meanwhile stay unsaved. The
   * call carries the version the classification was read at: if the question changed since, it
   * is refused (409), and the list shows the current classification, to remove from knowingly.
   * On success the form takes the new version only if its fields were read at the same one
   * (this change is then the user's own; otherwise their save must still be found stale).
   */
  const removeAssunto = async (assuntoId: number) => {
    if (!questao || !classificacao) return;
    try {
      const saved = await classify({
        params: { id: questao.uuid },
        body: {
          cursos: classificacao.cursos.map((c) => c.id),
          modulos: classificacao.modulos.map((m) => m.id),
          assuntos: classificacao.assuntos.filter((a) => a.id !== assuntoId).map((a) => a.id),
          problemas: classificacao.problemas.map((p) => p.id),
          updated_at: classificacaoVersion,
        },
      });
      const { cursos, modulos, assuntos, problemas, updated_at } = saved.data;
      setClassificacao({ cursos, modulos, assuntos, problemas });
      setClassificacaoVersion(updated_at ?? null);
      if (version.current === classificacaoVersion) version.current = updated_at ?? version.current;
    } catch (caught) {
      const failure = toFailure(caught);
      if (isStaleConflict(failure)) return showCurrentClassificacao();
      setClassifyError(describeError('save', failure)?.messages.join(' ') ?? MESSAGES.errors.generic);
    }
  };
  /** After a stale removal: the current classification and its version, and why nothing moved. */
  const showCurrentClassificacao = async () => {
    if (!questao) return;
    try {
      const current = await api.call('questoes.classificacao.get', { params: { id: questao.uuid } });
      const { cursos, modulos, assuntos, problemas, updated_at } = current.data;
      setClassificacao({ cursos, modulos, assuntos, problemas });
      setClassificacaoVersion(updated_at ?? null);
      setClassifyError(MESSAGES.question.subjectRemovalStale);
    } catch (caught) {
      setClassifyError(
        describeError('load', toFailure(caught))?.messages.join(' ') ?? MESSAGES.errors.generic,
      );
    }
  };

  return (
    <ResourceFormLayout
      resource={questoes}
      form={form}
      title="Detalhe da questão"
      crumb={questao === null ? 'Nova questão' : 'Detalhe da questão'}
      returnTo={returnTo}
      readOnly={readOnly}
      actions={
        questao !== null &&
        !readOnly && (
          <Button variant="danger" onPress={() => deletion.ask(questao)}>
            <Trash2 aria-hidden />
            DELETAR QUESTÃO
          </Button>
        )
      }
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-4">
          <TextField
            label="Questão"
            value={values.titulo}
            onChange={(value) => dispatch({ type: 'field', name: 'titulo', value })}
            maxLength={TEXT_MAX.title}
            isRequired
            errorMessage={form.errors.titulo?.[0]}
          />
          <TextAreaField
            label="Explicação da questão"
            value={values.descricao}
            onChange={(value) => dispatch({ type: 'field', name: 'descricao', value })}
            maxLength={TEXT_MAX.text}
            rows={4}
            errorMessage={form.errors.descricao?.[0]}
          />
        </div>
        <RespostasList
          opcoes={values.opcoes}
          dispatch={dispatch}
          errors={form.errors}
          isReadOnly={readOnly}
          onPendingChange={setPendingAnswer}
        />
        {questao && classificacao && (
          <ClassificacaoList
            classificacao={classificacao}
            onRemove={removeAssunto}
            onClassify={() => navigate(classificacoesPath(questao.uuid))}
            isReadOnly={readOnly}
          />
        )}
      </div>
      <DeleteDialogs deletion={deletion} />
      <FeedbackDialog
        tone="error"
        isOpen={classifyError !== null}
        message={classifyError ?? undefined}
        onOpenChange={(open) => !open && setClassifyError(null)}
      />
    </ResourceFormLayout>
  );
}
