import type { ClassificacaoRead } from '@hangar/api-client/contract';
import {
  describeError,
  isLastWizardStep,
  MESSAGES,
  mayLinkQuestionProblems,
  WIZARD_STEPS,
} from '@hangar/domain';
import { Button, EmptyState, ErrorAlert, FeedbackDialog, PageHeader, Skeleton, Wizard } from '@hangar/ui';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { UnsavedChangesDialog } from '../../../../lib/discard-guard';
import { useEndpoint, useWrite } from '../../../../lib/endpoints';
import { toFailure } from '../../../../lib/failure';
import { usePageTitle } from '../../../../lib/page-title';
import { permissionsAtom, useApi } from '../../../../lib/session';
import { isStaleConflict } from '../../../../lib/stale-conflict';
import { useListReturn } from '../../../../lib/use-list-controller';
import { usePicker } from '../../../../lib/use-picker';
import { useUnsavedChanges } from '../../../../lib/use-unsaved-changes';
import {
  type Choice,
  choiceFrom,
  keptProblemas,
  type Parents,
  problemaDone,
  prune,
  sameChoice,
  toClassificacaoBody,
} from './classificacao-state';
import { CursosStep, GroupsStep, ProblemaStep } from './classificacao-steps';

/** The question list the wizard returns to (with the search, filters and page it last showed). */
export const QUESTOES_PATH = '/admin/administracao/questoes';

/**
 * `/admin/administracao/questoes/:id/classificacoes` (§2.9): loads the saved classification, then
 * the four steps; FINALIZAR replaces the classification (`PUT /api/questao/{id}/classificacao`;
 * the server recomputes the situação) and returns to the list as it was left.
 */
export function ClassificacaoWizardPage() {
  usePageTitle('Classificar questão');
  const { id = '' } = useParams();
  const saved = useEndpoint('questoes.classificacao.get', { params: { id } }, { revalidateOnFocus: false });
  // The question being classified, named under the title (its classification carries no title).
  const questao = useEndpoint('questoes.get', { params: { id } }, { revalidateOnFocus: false });
  const listPath = useListReturn({ path: QUESTOES_PATH });
  const navigate = useNavigate();
  // The wizard edits the classification as it was when opened: FINALIZAR reloads every question
  // read (useWrite), and that must not unmount the wizard while it shows the success message.
  // Kept in state, not a ref read in render (which would leave this page out of the React Compiler).
  const [opened, setOpened] = useState<Saved | null>(null);
  if (saved.data && opened === null) setOpened(saved.data.data);
  const first = opened ?? saved.data?.data ?? null;

  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <PageHeader
        title="Classificar questão"
        description={questao.data?.data.titulo}
        breadcrumbs={[
          { label: 'Administração' },
          { label: 'Questões', href: listPath },
          { label: 'Classificação' },
        ]}
      />
      {first ? (
        <WizardBody id={id} initial={choiceFrom(first)} saved={first} listPath={listPath} />
      ) : saved.error ? (
        <EmptyState
          title={MESSAGES.errors.notFound}
          description={describeError('save', toFailure(saved.error))?.messages[0]}
          actions={<Button onPress={() => navigate(listPath)}>VOLTAR</Button>}
        />
      ) : saved.data ? (
        <WizardBody
          id={id}
          initial={choiceFrom(saved.data.data)}
          saved={saved.data.data}
          listPath={listPath}
        />
      ) : (
        <div role="status" aria-label="Carregando" className="flex flex-col gap-3">
          <Skeleton width="60%" />
          <Skeleton height={240} />
        </div>
      )}
    </div>
  );
}

type Saved = ClassificacaoRead;

function WizardBody({
  id,
  initial,
  saved,
  listPath,
}: {
  id: string;
  initial: Choice;
  saved: Saved;
  listPath: string;
}) {
  const navigate = useNavigate();
  const save = useWrite('questoes.classificacao.put');
  const [choice, setChoice] = useState(initial);
  // Adding the question to a problem changes the problem: without its permission the problems it
  // belongs to stay as they are (the server refuses a change), and the step says so.
  const mayLinkProblems = mayLinkQuestionProblems(useAtomValue(permissionsAtom));
  const [step, setStep] = useState(0);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<{ title: string; messages: string[] } | null>(null);
  // The question's version the classification is saved against (409 when it has moved on).
  const [version, setVersion] = useState(saved.updated_at);
  const api = useApi();
  // Leaving with choices not finished asks first (CANCELAR, a link, Back), as the forms do.
  const unsaved = useUnsavedChanges(!done && !sameChoice(choice, initial));

  const cursos = usePicker('cursos.list');
  const modulos = usePicker('cursos.modulos', {
    query: { cursos: choice.cursos },
    enabled: choice.cursos.length > 0,
  });
  const assuntos = usePicker('cursos.assuntos', {
    query: { modulos: choice.modulos },
    enabled: choice.modulos.length > 0,
  });
  const problemas = usePicker('problemas.list', {
    enabled: mayLinkProblems && (step >= 3 || initial.problema !== null),
  });

  // Parents known from what is saved and from what the pickers loaded.
  const parents: Parents = useMemo(() => {
    const cursoOfModulo = new Map<number, number>(saved.modulos.map((m) => [m.id, m.curso_id]));
    const moduloOfAssunto = new Map<number, number>(saved.assuntos.map((a) => [a.id, a.curso_modulo_id]));
    for (const m of modulos.items) cursoOfModulo.set(m.id, m.curso_id);
    for (const a of assuntos.items) moduloOfAssunto.set(a.id, a.curso_modulo_id);
    return { cursoOfModulo, moduloOfAssunto };
  }, [saved, modulos.items, assuntos.items]);

  const update = (patch: Partial<Choice>) => setChoice((c) => prune({ ...c, ...patch }, parents));

  const courseName = useMemo(() => {
    const names = new Map<number, string>(saved.cursos.map((c) => [c.id, c.nome]));
    for (const c of cursos.items) names.set(c.id, c.tipo ? `(${c.tipo}) ${c.nome}` : c.nome);
    return names;
  }, [saved, cursos.items]);

  const moduloGroups = choice.cursos.map((c) => ({
    id: c,
    title: courseName.get(c) ?? `#${c}`,
    items: modulos.items.filter((m) => m.curso_id === c).sort((a, b) => a.ordem - b.ordem),
  }));
  const moduloName = new Map<number, string>(saved.modulos.map((m) => [m.id, m.nome]));
  for (const m of modulos.items) moduloName.set(m.id, m.nome);
  const assuntoGroups = choice.modulos.map((m) => ({
    id: m,
    title: moduloName.get(m) ?? `#${m}`,
    items: assuntos.items.filter((a) => a.curso_modulo_id === m).sort((a, b) => a.ordem - b.ordem),
  }));

  async function finish() {
    setFailure(null);
    try {
      const body = { ...toClassificacaoBody(choice, parents), updated_at: version };
      if (!mayLinkProblems) body.problemas = saved.problemas.map((p) => p.id);
      await save({ params: { id }, body });
      setDone(true);
    } catch (error) {
      const failed = toFailure(error);
      if (!isStaleConflict(failed)) return setFailure(describeError('save', failed));
      // Someone changed the question meanwhile: the choices stay, and the next FINALIZAR, made
      // knowing it, saves them over the version now current.
      const current = await api.call('questoes.classificacao.get', { params: { id } }).catch(() => null);
      if (current) setVersion(current.data.updated_at);
      setFailure({ title: MESSAGES.concurrency.title, messages: [MESSAGES.question.classificationStale] });
    }
  }

  const [title0, title1, title2, title3] = WIZARD_STEPS;
  return (
    <div className="min-w-0 rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-6">
      <Wizard
        onStepChange={setStep}
        onCancel={() => navigate(listPath)}
        onFinish={finish}
        steps={[
          {
            id: 'cursos',
            title: title0,
            content: (
              <CursosStep
                cursos={cursos.items}
                value={choice.cursos}
                onChange={(ids) => update({ cursos: ids })}
                isLoading={cursos.isLoading}
              />
            ),
          },
          {
            id: 'modulos',
            title: title1,
            content: (
              <GroupsStep
                label="Módulos por curso"
                groups={moduloGroups}
                value={choice.modulos}
                onChange={(ids) => update({ modulos: ids })}
                isLoading={modulos.isLoading}
                empty="Nenhum curso selecionado"
              />
            ),
          },
          {
            id: 'assuntos',
            title: title2,
            content: (
              <GroupsStep
                label="Assuntos por módulo"
                groups={assuntoGroups}
                value={choice.assuntos}
                onChange={(ids) => update({ assuntos: ids })}
                isLoading={assuntos.isLoading}
                empty="Nenhum módulo selecionado"
              />
            ),
          },
          {
            id: 'problema',
            title: title3,
            canAdvance: !mayLinkProblems || problemaDone(choice),
            hint: isLastWizardStep(step) ? 'Escolha um problema ou marque que não há problema' : undefined,
            content: (
              <div className="flex flex-col gap-3">
                {failure && <ErrorAlert title={failure.title} messages={failure.messages} />}
                {mayLinkProblems ? (
                  <ProblemaStep
                    problemas={problemas.items}
                    value={choice.problema}
                    semProblema={choice.semProblema}
                    onChange={(problema) => update({ problema })}
                    onSemProblema={(semProblema) => update({ semProblema })}
                    isLoading={problemas.isLoading}
                    kept={saved.problemas.filter((p) => keptProblemas(choice).includes(p.id))}
                  />
                ) : (
                  <p className="text-sm text-fg-muted">{MESSAGES.question.problemsKept}</p>
                )}
              </div>
            ),
          },
        ]}
      />
      <UnsavedChangesDialog isOpen={unsaved.isAsking} onStay={unsaved.stay} onLeave={unsaved.leave} />
      <FeedbackDialog
        isOpen={done}
        title={MESSAGES.success.title}
        message={MESSAGES.success.text}
        onOpenChange={(open) => {
          if (!open) navigate(listPath);
        }}
      />
    </div>
  );
}
