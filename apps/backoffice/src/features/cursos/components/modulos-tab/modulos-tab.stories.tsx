import { MESSAGES, type ModuloDraft, moduleRemoveQuestion, subjectRemoveQuestion } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIRST_LOAD } from '../../../../testing/resource-stories';
import { WithApp } from '../../../../testing/with-app';
import { cursoFormReducer, emptyCurso } from '../curso-form-page/curso-form-state';
import { ModulosTab, type ModulosTabProps } from './modulos-tab';

/** The tab over the course form's own reducer, reporting every action to `dispatch`. */
function WithReducer({ modulos, dispatch, classified }: ModulosTabProps) {
  const [state, send] = useReducer(cursoFormReducer, { ...emptyCurso(), modulos });
  return (
    <div className="max-w-3xl">
      <ModulosTab
        classified={classified}
        modulos={state.modulos}
        dispatch={(action) => {
          dispatch(action);
          send(action);
        }}
      />
    </div>
  );
}

const pdf = (id: number, nome: string) => ({
  id,
  arquivo_id: 1000 + id,
  nome,
  caminho: `/uploads/cursos/${id}.pdf`,
  tipo_arquivo_id: 1,
});
const video = (id: number, nome: string) => ({
  id,
  arquivo_id: 1000 + id,
  nome,
  caminho: `/uploads/cursos/${id}.mp4`,
  tipo_arquivo_id: 2,
});
const imagem = (id: number, nome: string) => ({
  id,
  arquivo_id: 1000 + id,
  nome,
  caminho: `/uploads/cursos/${id}.png`,
  tipo_arquivo_id: 3,
});

/** A course's modules as loaded (sorted by `ordem`); module 14 was removed and stays hidden. */
const MODULOS: ModuloDraft[] = [
  {
    id: 11,
    nome: 'Meteorologia',
    ordem: 0,
    curso_id: 3,
    assuntos: [
      {
        id: 111,
        nome: 'Atmosfera e pressão',
        ordem: 0,
        curso_modulo_id: 11,
        arquivos: [pdf(1, 'Apostila de atmosfera'), pdf(2, 'Exercícios de pressão'), video(3, 'Aula 1')],
      },
      {
        id: 112,
        nome: 'Massas de ar e frentes',
        ordem: 1,
        curso_modulo_id: 11,
        arquivos: [imagem(4, 'Carta sinótica')],
      },
    ],
  },
  {
    id: 12,
    nome: 'Navegação Aérea',
    ordem: 1,
    curso_id: 3,
    assuntos: [
      {
        id: 121,
        nome: 'Cartas aeronáuticas',
        ordem: 0,
        curso_modulo_id: 12,
        arquivos: [pdf(5, 'Carta WAC')],
      },
    ],
  },
  { id: 13, nome: 'Regulamentação', ordem: 2, curso_id: 3, assuntos: [] },
  {
    id: 14,
    nome: 'Módulo removido',
    ordem: 3,
    curso_id: 3,
    deleted_at: '2026-01-10T12:00:00.000Z',
    assuntos: [],
  },
];

/** Modals and confirmations render in a portal: look for them in the whole document. */
const page = () => within(document.body);
const moduleTitles = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('grid', { name: 'Módulos do curso' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

const meta = {
  title: 'Telas/Cursos/Partes/ModulosTab',
  component: ModulosTab,
  tags: ['autodocs'],
  args: { modulos: MODULOS, dispatch: fn() },
  decorators: [(Story) => <WithApp>{Story()}</WithApp>],
  render: (args) => <WithReducer {...args} />,
} satisfies Meta<typeof ModulosTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new course: no module yet. ADICIONAR MÓDULO opens the module modal (keyboard here). */
export const Empty: Story = {
  args: { modulos: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^0 módulos/)).toBeVisible();
    await expect(canvas.getByText('Nenhum Módulo foi adicionado ao Curso')).toBeVisible();
    canvas.getByRole('button', { name: 'ADICIONAR MÓDULO' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page().findByRole('dialog', { name: 'Novo Módulo' });
    await userEvent.keyboard('Meteorologia{Enter}');
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Novo Módulo' })).toBeNull());
    await expect(dialog).not.toBeInTheDocument();
    await expect(args.dispatch).toHaveBeenCalledWith({ type: 'addModule', nome: 'Meteorologia' });
    await expect(canvas.getByRole('heading', { name: 'Meteorologia', level: 2 })).toBeVisible();
    await expect(canvas.getByText(/^1 módulo ·/)).toBeVisible();
    await expect(canvas.getByText('Nenhum Assunto foi adicionado ao Módulo')).toBeVisible();
  },
};

/**
 * Modules with their subjects: positions, subject counts, per-type material counts and the fixed
 * 24h label; a removed module is hidden.
 */
export const WithModules: Story = {
  play: async ({ canvasElement }) => {
    // The published Storybook draws React Aria's lists a render after the rest: wait for them.
    await within(canvasElement).findByRole('heading', { name: 'Meteorologia', level: 2 });
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^3 módulos/)).toBeVisible();
    await expect(moduleTitles(canvas)).toEqual(['Meteorologia', 'Navegação Aérea', 'Regulamentação']);
    await expect(canvas.queryByText('Módulo removido')).toBeNull();
    await expect(canvas.getByText('2 assuntos')).toBeVisible();
    await expect(canvas.getByText('1 assunto')).toBeVisible();
    await expect(canvas.getByText('0 assuntos')).toBeVisible();
    const atmosfera = within(canvas.getByRole('list', { name: 'Materiais de Atmosfera e pressão' }));
    await waitFor(() => expect(atmosfera.getAllByRole('listitem')[0]).toHaveTextContent('Documento PDF:2'));
    await expect(atmosfera.getAllByRole('listitem')[1]).toHaveTextContent('Vídeo:1');
    await expect(canvas.getAllByText('24h')).toHaveLength(3);
    await expect(
      within(canvas.getByRole('grid', { name: 'Assuntos de Regulamentação' })).getByText(
        'Nenhum Assunto foi adicionado ao Módulo',
      ),
    ).toBeVisible();
  },
};

/** What React Aria's live announcer holds for screen readers (its regions are `role="log"`). */
const announced = () =>
  page()
    .queryAllByRole('log')
    .map((log) => log.textContent)
    .join(' ');

/**
 * Modules move by keyboard: on the row, Tab to 'Mover …', Enter picks it up, each arrow moves it
 * one place (stopping at the ends), Enter puts it down; each step is announced.
 */
export const ReorderByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    // The published Storybook draws React Aria's lists a render after the rest: wait for them.
    await within(canvasElement).findByRole('heading', { name: 'Meteorologia', level: 2 });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('heading', { name: 'Meteorologia', level: 2 }));
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Mover Meteorologia' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // At the top already: ArrowUp stays put and says so (no wrap-around to the bottom).
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(announced()).toContain('Meteorologia já está na primeira posição.'));
    await expect(moduleTitles(canvas)).toEqual(['Meteorologia', 'Navegação Aérea', 'Regulamentação']);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(announced()).toContain('Meteorologia movido para a posição 2 de 3.'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(moduleTitles(canvas)).toEqual(['Navegação Aérea', 'Meteorologia', 'Regulamentação']),
    );
    await expect(args.dispatch).toHaveBeenCalledTimes(1);
    await expect(args.dispatch).toHaveBeenCalledWith(expect.objectContaining({ type: 'reorderModules' }));
  },
};

/**
 * The arrows in a module's subject list move between its subjects, not between modules (the
 * module list's rows took Up and Down from anything inside them); the modules' own rows still
 * answer the arrows, and Tab reaches a module's controls.
 */
export const ArrowsStayInTheSubjectList: Story = {
  play: async ({ canvasElement }) => {
    // The published Storybook draws React Aria's lists a render after the rest: wait for them.
    await within(canvasElement).findByRole('heading', { name: 'Meteorologia', level: 2 });
    const canvas = within(canvasElement);
    const assuntos = canvas.getByRole('grid', { name: 'Assuntos de Meteorologia' });
    await within(assuntos).findByText('Atmosfera e pressão');
    const rows = within(assuntos).getAllByRole('row');
    await userEvent.click(within(assuntos).getByText('Atmosfera e pressão'));
    await waitFor(() => expect(rows[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(rows[1]).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(rows[0]).toHaveFocus());
    // On the modules' own rows the arrows go from module to module.
    const modulos = canvas.getByRole('grid', { name: 'Módulos do curso' });
    const first = within(modulos).getAllByRole('row')[0]!;
    await userEvent.click(canvas.getByRole('heading', { name: 'Meteorologia', level: 2 }));
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(expect.stringContaining('Navegação Aérea')),
    );
  },
};

/** A single ArrowUp moves a subject one place up inside its module; the modules stay put. */
export const ReorderSubjectByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    // The published Storybook draws React Aria's lists a render after the rest: wait for them.
    await within(canvasElement).findByRole('heading', { name: 'Meteorologia', level: 2 });
    const canvas = within(canvasElement);
    const assuntos = canvas.getByRole('grid', { name: 'Assuntos de Meteorologia' });
    await userEvent.click(await within(assuntos).findByText('Massas de ar e frentes'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Mover Massas de ar e frentes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(announced()).toContain('Massas de ar e frentes movido para a posição 1 de 2.'),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.dispatch).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'reorderSubjects', moduleId: 11 }),
      ),
    );
    const action = (args.dispatch as ReturnType<typeof fn>).mock.lastCall?.[0] as {
      visible: { nome: string }[];
    };
    await expect(action.visible.map((a) => a.nome)).toEqual([
      'Massas de ar e frentes',
      'Atmosfera e pressão',
    ]);
    await expect(args.dispatch).toHaveBeenCalledTimes(1);
    await expect(moduleTitles(canvas)).toEqual(['Meteorologia', 'Navegação Aérea', 'Regulamentação']);
  },
};

/** A module's title is edited in the module modal. */
export const EditModule: Story = {
  play: async ({ canvasElement, args }) => {
    // The published Storybook draws React Aria's lists a render after the rest: wait for them.
    await within(canvasElement).findByRole('heading', { name: 'Meteorologia', level: 2 });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar módulo Navegação Aérea' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Editar Módulo' }));
    const input = dialog.getByRole('textbox', { name: 'Título do Módulo' });
    await expect(input).toHaveValue('Navegação Aérea');
    await userEvent.clear(input);
    await userEvent.type(input, 'Navegação Aérea e Rádio');
    await userEvent.click(dialog.getByRole('button', { name: 'CONFIRMAR' }));
    await expect(args.dispatch).toHaveBeenCalledWith({
      type: 'renameModule',
      id: 12,
      nome: 'Navegação Aérea e Rádio',
    });
    await expect(
      await canvas.findByRole('heading', { name: 'Navegação Aérea e Rádio', level: 2 }),
    ).toBeVisible();
  },
};

/** Removing a module asks first; Cancelar keeps it, Remover removes it. */
export const RemoveModule: Story = {
  play: async ({ canvasElement, args }) => {
    // The published Storybook draws React Aria's lists a render after the rest: wait for them.
    await within(canvasElement).findByRole('heading', { name: 'Meteorologia', level: 2 });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover módulo Regulamentação' }));
    const dialog = await page().findByRole('alertdialog');
    let confirm = within(dialog);
    await expect(confirm.getByText(MESSAGES.confirm.text)).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(`Regulamentação ${MESSAGES.confirm.text}`);
    await userEvent.click(confirm.getByRole('button', { name: MESSAGES.confirm.cancel }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(args.dispatch).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover módulo Regulamentação' }));
    confirm = within(await page().findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Remover' }));
    await expect(args.dispatch).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'removeModule', id: 13 }),
    );
    await waitFor(() => expect(moduleTitles(canvas)).toEqual(['Meteorologia', 'Navegação Aérea']));
    await expect(canvas.getByText(/^2 módulos/)).toBeVisible();
  },
};

/**
 * A module or subject questions are classified under: the question says how many, and that a
 * save without it takes their classification (it said only 'Deseja remover o assunto?').
 */
export const RemoveClassified: Story = {
  args: {
    classified: { modulos: new Map([[13, 4]]), assuntos: new Map([[111, 11]]) },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Meteorologia', level: 2 });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover assunto Atmosfera e pressão' }));
    let confirm = within(await page().findByRole('alertdialog'));
    await expect(confirm.getByText(subjectRemoveQuestion(11))).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: MESSAGES.confirm.cancel }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Remover módulo Regulamentação' }));
    confirm = within(await page().findByRole('alertdialog'));
    await expect(confirm.getByText(moduleRemoveQuestion(4))).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: MESSAGES.confirm.cancel }));
    // A subject with none asks the plain question.
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Remover assunto Massas de ar e frentes' }));
    confirm = within(await page().findByRole('alertdialog'));
    await expect(confirm.getByText(MESSAGES.confirm.removeSubject)).toBeVisible();
  },
};

/** A subject is added to its module through the subject modal. */
export const AddSubject: Story = {
  play: async ({ canvasElement, args }) => {
    // The published Storybook draws React Aria's lists a render after the rest: wait for them.
    await within(canvasElement).findByRole('heading', { name: 'Meteorologia', level: 2 });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar assunto em Regulamentação' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Novo Assunto' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Título do Assunto' }), 'RBAC 91{Enter}');
    await expect(args.dispatch).toHaveBeenCalledWith({
      type: 'addSubject',
      moduleId: 13,
      nome: 'RBAC 91',
      arquivos: [],
    });
    const assuntos = within(canvas.getByRole('grid', { name: 'Assuntos de Regulamentação' }));
    await expect(await assuntos.findByText('RBAC 91')).toBeVisible();
    await expect(canvas.getAllByText('1 assunto')).toHaveLength(2);
    // Focus is back on the button, ready for the next subject (it fell to the module's row, or
    // to ADICIONAR MÓDULO at the top, in about half the tries: the list draws its rows again).
    const again = canvas.getByRole('button', { name: 'Adicionar assunto em Regulamentação' });
    await waitFor(() => expect(again).toHaveFocus());
    await new Promise((done) => setTimeout(done, 200));
    await expect(again).toHaveFocus();
    // By keyboard too, and after an edit, on the subject's own button.
    await userEvent.keyboard('{Enter}');
    const next = within(await page().findByRole('dialog', { name: 'Novo Assunto' }));
    await userEvent.type(next.getByRole('textbox', { name: 'Título do Assunto' }), 'RBAC 61{Enter}');
    await expect(await assuntos.findByText('RBAC 61')).toBeVisible();
    await waitFor(() => expect(again).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Editar assunto RBAC 61' }));
    const edit = within(await page().findByRole('dialog', { name: 'Editar Assunto' }));
    await userEvent.type(edit.getByRole('textbox', { name: 'Título do Assunto' }), ' e 67{Enter}');
    const edited = await canvas.findByRole('button', { name: 'Editar assunto RBAC 61 e 67' });
    await waitFor(() => expect(edited).toHaveFocus());
  },
};

/** A subject opens in the subject modal with its materials; removing a subject asks first. */
export const EditAndRemoveSubject: Story = {
  play: async ({ canvasElement, args }) => {
    // The published Storybook draws React Aria's lists a render after the rest: wait for them.
    await within(canvasElement).findByRole('heading', { name: 'Meteorologia', level: 2 });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar assunto Massas de ar e frentes' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Editar Assunto' }));
    await expect(dialog.getByRole('textbox', { name: 'Título do Assunto' })).toHaveValue(
      'Massas de ar e frentes',
    );
    await expect(dialog.getByRole('link', { name: 'Carta sinótica (abre em nova janela)' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'CANCELAR' }));
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Editar Assunto' })).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Remover assunto Atmosfera e pressão' }));
    const confirm = within(await page().findByRole('alertdialog'));
    await expect(confirm.getByText(MESSAGES.confirm.removeSubject)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Remover' }));
    await expect(args.dispatch).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'removeSubject', moduleId: 11, subjectId: 111 }),
    );
    await waitFor(() => expect(canvas.queryByText('Atmosfera e pressão')).toBeNull());
    await expect(canvas.getAllByText('1 assunto')).toHaveLength(2);
  },
};

const LONG_MODULOS: ModuloDraft[] = Array.from({ length: 8 }, (_, i) => ({
  id: 200 + i,
  nome: `Módulo ${i + 1} – Conhecimentos técnicos de aeronaves, motores a pistão e sistemas de bordo`,
  ordem: i,
  assuntos: Array.from({ length: i % 3 }, (_, j) => ({
    id: 2000 + i * 10 + j,
    nome: `Assunto ${j + 1} – Procedimentos normais, anormais e de emergência em voo por instrumentos`,
    ordem: j,
    arquivos: [pdf(3000 + i * 10 + j, 'Apostila'), video(4000 + i * 10 + j, 'Aula gravada')],
  })),
}));

/**
 * Many modules with long names at phone width (a 390 px screen leaves 358 px): titles wrap and
 * stay readable, the counts and buttons move to a line of their own, every action in reach.
 */
export const LongContent: Story = {
  args: { modulos: LONG_MODULOS },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <div style={{ width: 358 }}>
      <WithReducer {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The built Storybook renders the list after the play function starts (a cold load): wait
    // for it, and for the font, before measuring anything.
    await expect(await canvas.findByText(/^8 módulos/, {}, FIRST_LOAD)).toBeVisible();
    await document.fonts.ready;
    await expect(canvas.getAllByRole('button', { name: /^Remover módulo Módulo/ })).toHaveLength(8);
    // Readable: each title gets most of the row and shows whole (no ellipsis, nothing cut off).
    const titles = [
      ...canvas.getAllByRole('heading', { level: 2 }),
      ...canvas.getAllByText(/^Assunto \d – /),
    ];
    for (const title of titles) {
      await expect(title.getBoundingClientRect().width).toBeGreaterThan(150);
      await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    }
    // Nothing sticks out of the column.
    const column = canvasElement.querySelector('[style*="width: 358px"]') as HTMLElement;
    await expect(column.scrollWidth).toBeLessThanOrEqual(358);
  },
};

/**
 * A column narrower still, as a phone's touch screen leaves beside the subjects' move buttons
 * (▲ ▼): a subject's materials, its 24h label and its buttons wrap inside its card. They kept
 * one line and ran past the card and the screen's edge (the page scrolled sideways, and a tap on
 * Editar reached something else).
 */
export const NarrowSubjects: Story = {
  args: { modulos: LONG_MODULOS.slice(1, 3) },
  render: (args) => (
    <div style={{ width: 240 }}>
      <WithReducer {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^2 módulos/, {}, FIRST_LOAD)).toBeVisible();
    await document.fonts.ready;
    const column = canvasElement.querySelector('[style*="width: 240px"]') as HTMLElement;
    await expect(column.scrollWidth).toBeLessThanOrEqual(240);
    const right = column.getBoundingClientRect().right;
    for (const button of canvas.getAllByRole('button', { name: /^(Editar|Excluir) assunto / })) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
  },
};
