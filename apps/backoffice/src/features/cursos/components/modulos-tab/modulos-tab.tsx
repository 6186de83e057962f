import type { Named } from '@hangar/api-client/contract';
import {
  type AssuntoDraft,
  type ItemId,
  MESSAGES,
  type ModuloDraft,
  moduleRemoveQuestion,
  subjectRemoveQuestion,
  visibleItems,
} from '@hangar/domain';
import { Badge, Button, ConfirmDialog, SortableList } from '@hangar/ui';
import { Clock, Pencil, Plus, Trash2 } from 'lucide-react';
import { memo, useCallback, useId, useRef, useState } from 'react';
import { MaterialIcon, useTiposArquivo } from '../../../../lib/materials';
import { useFocusLater } from '../../../../lib/use-focus-later';
import { AssuntoModal, type AssuntoModalValue } from '../assunto-modal';
import type { CursoFormAction } from '../curso-form-page/curso-form-state';
import { ModuloModal } from '../modulo-modal';

export interface ModulosTabProps {
  /** Every module of the form (removed ones included; they are hidden here). */
  modulos: ModuloDraft[];
  /** The form's reducer. */
  dispatch: (action: CursoFormAction) => void;
  /** The module list's own message ('Informe algum módulo para o curso'), after a refused save. */
  error?: string | undefined;
  /**
   * How many questions are classified under each module and subject as the course was loaded
   * (`classifiedCountsOf`): removing one says so, since saving without it takes their
   * classification. @default none (the plain questions)
   */
  classified?: ClassifiedCounts | undefined;
}

/** Questions classified under each module (in it or its subjects) and each subject, by id. */
export interface ClassifiedCounts {
  modulos: ReadonlyMap<ItemId, number>;
  assuntos: ReadonlyMap<ItemId, number>;
}

/** The {@link ClassifiedCounts} of a course as the server answered it (none for a new one). */
export function classifiedCountsOf(
  curso: {
    modulos: {
      id: number;
      questoes_count?: number | undefined;
      assuntos: { id: number; questoes_count?: number | undefined }[];
    }[];
  } | null,
): ClassifiedCounts {
  const modulos = new Map<ItemId, number>();
  const assuntos = new Map<ItemId, number>();
  for (const m of curso?.modulos ?? []) {
    modulos.set(m.id, m.questoes_count ?? 0);
    for (const a of m.assuntos) assuntos.set(a.id, a.questoes_count ?? 0);
  }
  return { modulos, assuntos };
}

type ModuloEdit = { id: ItemId | null; nome: string | null };
type AssuntoEdit = { moduleId: ItemId; subjectId: ItemId | null; value: AssuntoModalValue | null };
type Removal = { kind: 'module'; id: ItemId } | { kind: 'subject'; moduleId: ItemId; subjectId: ItemId };

/** The name of the module or subject a removal asks about, shown above the question. */
function removalName(modulos: readonly ModuloDraft[], removal: Removal | null): string | undefined {
  if (removal === null) return undefined;
  if (removal.kind === 'module') return modulos.find((m) => m.id === removal.id)?.nome;
  return modulos.find((m) => m.id === removal.moduleId)?.assuntos.find((a) => a.id === removal.subjectId)
    ?.nome;
}

/**
 * The 'Módulos' tab (§2.5): ADICIONAR MÓDULO, the module list and each module's subjects, both
 * reorderable by drag and drop and by keyboard (focus 'Mover …', Enter, arrows, Enter), module
 * and subject modals, and removals that ask first.
 */
export function ModulosTab({ modulos, dispatch, error, classified }: ModulosTabProps) {
  const errorId = useId();
  const tipos = useTiposArquivo();
  const [moduloEdit, setModuloEdit] = useState<ModuloEdit | null>(null);
  const [assuntoEdit, setAssuntoEdit] = useState<AssuntoEdit | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const visible = visibleItems(modulos);
  // When the subject modal closes, focus goes back to what opened it: the module's ADICIONAR
  // ASSUNTO, or the subject's Editar (found again once the lists have drawn their rows).
  const root = useRef<HTMLDivElement>(null);
  const focusLater = useFocusLater(root);
  const closeAssunto = () => {
    if (assuntoEdit) {
      focusLater(
        assuntoEdit.subjectId === null
          ? `[data-add-subject="${CSS.escape(String(assuntoEdit.moduleId))}"]`
          : `[data-edit-subject="${CSS.escape(String(assuntoEdit.subjectId))}"]`,
      );
    }
    setAssuntoEdit(null);
  };

  // The rows' handlers take the module or subject, and never change: a row (memoised) redraws only
  // when its own module or subject does. Passing closures made per row redrew all 300 subjects of a
  // 30-module course at each change of this tab (a modal opened, a key of a move): seconds each.
  // (`dispatch` is the form's reducer's: it never changes either.)
  const [actions] = useState<ModuloActions>(() => ({
    edit: (m) => setModuloEdit({ id: m.id, nome: m.nome }),
    remove: (m) => setRemoval({ kind: 'module', id: m.id }),
    addSubject: (m) => setAssuntoEdit({ moduleId: m.id, subjectId: null, value: null }),
    editSubject: (moduleId, s) =>
      setAssuntoEdit({ moduleId, subjectId: s.id, value: { nome: s.nome, arquivos: s.arquivos } }),
    removeSubject: (moduleId, s) => setRemoval({ kind: 'subject', moduleId, subjectId: s.id }),
    reorderSubjects: (moduleId, next) => dispatch({ type: 'reorderSubjects', moduleId, visible: next }),
  }));
  const renderModulo = useCallback(
    (modulo: ModuloDraft, { index }: { index: number }) => (
      <ModuloCard modulo={modulo} position={index + 1} tipos={tipos} actions={actions} />
    ),
    [tipos, actions],
  );

  return (
    // `data-invalid`: a refused save puts focus on ADICIONAR MÓDULO, which reads the message.
    <div ref={root} className="flex flex-col gap-4" data-invalid={error ? '' : undefined}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-fg-muted">
          {visible.length === 1 ? '1 módulo' : `${visible.length} módulos`} ·{' '}
          {/* A touch screen shows up and down arrows on each row, not the drag handle's keys. */}
          <span className="pointer-coarse:hidden">
            arraste ou, pelo teclado, Enter na alça e as setas para reordenar
          </span>
          <span className="hidden pointer-coarse:inline">toque nas setas de cada linha para reordenar</span>
        </p>
        <Button
          variant="primary"
          onPress={() => setModuloEdit({ id: null, nome: null })}
          aria-describedby={error ? errorId : undefined}
        >
          <Plus aria-hidden />
          ADICIONAR MÓDULO
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}

      <SortableList
        aria-label="Módulos do curso"
        // Tab, not Right, into a module: the arrows inside its subject list move between subjects.
        keyboardNavigationBehavior="tab"
        items={visible}
        getTextValue={(m) => m.nome}
        onReorder={(next) => dispatch({ type: 'reorderModules', visible: next })}
        emptyState="Nenhum Módulo foi adicionado ao Curso"
      >
        {renderModulo}
      </SortableList>

      <ModuloModal
        isOpen={moduloEdit !== null}
        initialNome={moduloEdit?.nome ?? null}
        onCancel={() => setModuloEdit(null)}
        onConfirm={(nome) => {
          if (moduloEdit?.id == null) dispatch({ type: 'addModule', nome });
          else dispatch({ type: 'renameModule', id: moduloEdit.id, nome });
          setModuloEdit(null);
        }}
      />

      <AssuntoModal
        isOpen={assuntoEdit !== null}
        initial={assuntoEdit?.value ?? null}
        onCancel={closeAssunto}
        onConfirm={(value) => {
          if (!assuntoEdit) return;
          if (assuntoEdit.subjectId === null) {
            dispatch({ type: 'addSubject', moduleId: assuntoEdit.moduleId, ...value });
          } else {
            dispatch({
              type: 'updateSubject',
              moduleId: assuntoEdit.moduleId,
              subjectId: assuntoEdit.subjectId,
              ...value,
            });
          }
          closeAssunto();
        }}
      />

      <ConfirmDialog
        isOpen={removal !== null}
        onOpenChange={(open) => !open && setRemoval(null)}
        message={
          removal?.kind === 'subject'
            ? subjectRemoveQuestion(classified?.assuntos.get(removal.subjectId))
            : moduleRemoveQuestion(removal ? classified?.modulos.get(removal.id) : undefined)
        }
        subject={removalName(modulos, removal)}
        confirmLabel="Remover"
        cancelLabel={MESSAGES.confirm.cancel}
        destructive
        onConfirm={() => {
          if (removal?.kind === 'module') dispatch({ type: 'removeModule', id: removal.id, now: new Date() });
          if (removal?.kind === 'subject') {
            dispatch({
              type: 'removeSubject',
              moduleId: removal.moduleId,
              subjectId: removal.subjectId,
              now: new Date(),
            });
          }
          setRemoval(null);
        }}
      />
    </div>
  );
}

/** What a module row does (stable for the tab's life). */
interface ModuloActions {
  edit: (m: ModuloDraft) => void;
  remove: (m: ModuloDraft) => void;
  addSubject: (m: ModuloDraft) => void;
  editSubject: (moduleId: ItemId, s: AssuntoDraft) => void;
  removeSubject: (moduleId: ItemId, s: AssuntoDraft) => void;
  reorderSubjects: (moduleId: ItemId, next: AssuntoDraft[]) => void;
}

interface ModuloCardProps {
  modulo: ModuloDraft;
  position: number;
  tipos: Named[];
  actions: ModuloActions;
}

const subjectText = (a: AssuntoDraft) => a.nome;

const ModuloCard = memo(function ModuloCard({ modulo, position, tipos, actions }: ModuloCardProps) {
  const assuntos = visibleItems(modulo.assuntos);
  const moduleId = modulo.id;
  const onReorderSubjects = useCallback(
    (next: AssuntoDraft[]) => actions.reorderSubjects(moduleId, next),
    [actions, moduleId],
  );
  const renderAssunto = useCallback(
    (assunto: AssuntoDraft) => (
      <AssuntoCard assunto={assunto} moduleId={moduleId} tipos={tipos} actions={actions} />
    ),
    [actions, moduleId, tipos],
  );
  return (
    <div className="flex flex-col gap-3 p-1">
      {/*
        The title keeps at least 10rem and wraps; when the row cannot also hold the count and the
        buttons, they move to a line of their own (a phone), instead of squeezing the title to a
        few letters.
      */}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <div className="flex min-w-0 flex-[1_1_10rem] items-start gap-2">
          <span className="mt-px flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-soft text-xs font-semibold text-accent">
            {position}
          </span>
          <h2 className="min-w-0 flex-1 text-md font-semibold break-words text-fg">{modulo.nome}</h2>
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <Badge>{assuntos.length === 1 ? '1 assunto' : `${assuntos.length} assuntos`}</Badge>
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Editar módulo ${modulo.nome}`}
            onPress={() => actions.edit(modulo)}
          >
            <Pencil aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Remover módulo ${modulo.nome}`}
            onPress={() => actions.remove(modulo)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      <SortableList
        aria-label={`Assuntos de ${modulo.nome}`}
        items={assuntos}
        getTextValue={subjectText}
        onReorder={onReorderSubjects}
        emptyState="Nenhum Assunto foi adicionado ao Módulo"
        className="gap-1.5"
      >
        {renderAssunto}
      </SortableList>
      <div>
        <Button
          size="sm"
          onPress={() => actions.addSubject(modulo)}
          aria-label={`Adicionar assunto em ${modulo.nome}`}
          data-add-subject={String(modulo.id)}
        >
          <Plus aria-hidden />
          ADICIONAR ASSUNTO
        </Button>
      </div>
    </div>
  );
});

const AssuntoCard = memo(function AssuntoCard({
  assunto,
  moduleId,
  tipos,
  actions,
}: {
  assunto: AssuntoDraft;
  moduleId: ItemId;
  tipos: Named[];
  actions: ModuloActions;
}) {
  // Per-file-type counts (§2.5), in the order of the file types.
  const counts = new Map<number, number>();
  for (const a of assunto.arquivos) {
    const tipo = Number(a.tipo_arquivo_id);
    counts.set(tipo, (counts.get(tipo) ?? 0) + 1);
  }
  const entries = [...counts.entries()].sort(([a], [b]) => a - b);
  return (
    // As the module row: the title keeps at least 10rem and wraps; materials, the 24h label and
    // the buttons follow on the same line when they fit, else on their own line.
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="min-w-0 flex-[1_1_10rem] font-medium break-words">{assunto.nome}</span>
      <div className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-1.5">
        <ul aria-label={`Materiais de ${assunto.nome}`} className="flex flex-wrap items-center gap-1.5">
          {entries.map(([tipo, count]) => {
            const nome = tipos.find((t) => t.id === tipo)?.nome ?? 'Arquivo';
            return (
              <li key={tipo}>
                <Badge tone="info" title={nome}>
                  <span className="inline-flex items-center gap-1">
                    <MaterialIcon tipo={tipo} className="size-3" />
                    <span className="sr-only">{nome}:</span>
                    {count}
                  </span>
                </Badge>
              </li>
            );
          })}
        </ul>
        {/* A fixed label in the legacy product (§2.5). */}
        <Badge>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-3" />
            24h
          </span>
        </Badge>
        <span className="flex items-center">
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Editar assunto ${assunto.nome}`}
            data-edit-subject={String(assunto.id)}
            onPress={() => actions.editSubject(moduleId, assunto)}
          >
            <Pencil aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Remover assunto ${assunto.nome}`}
            onPress={() => actions.removeSubject(moduleId, assunto)}
          >
            <Trash2 aria-hidden />
          </Button>
        </span>
      </div>
    </div>
  );
});
