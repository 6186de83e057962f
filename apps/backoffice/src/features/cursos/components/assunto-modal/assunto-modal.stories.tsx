import { mockDelay, mockError } from '@hangar/api-client/mocks';
import { MESSAGES } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { isolatedDocs } from '../../../../testing/story-parameters';
import { WithApp } from '../../../../testing/with-app';
import { AssuntoModal, type AssuntoModalValue } from './assunto-modal';

/** A subject with one material of each file type (1 PDF, 2 video, 3 image). */
const METEOROLOGIA: AssuntoModalValue = {
  nome: 'Massas de ar e frentes',
  arquivos: [
    {
      id: 41,
      arquivo_id: 301,
      nome: 'Apostila de Meteorologia',
      caminho: '/uploads/cursos/apostila-meteorologia.pdf',
      tipo_arquivo_id: 1,
    },
    {
      id: 42,
      arquivo_id: 302,
      nome: 'Aula gravada – frentes frias',
      caminho: '/uploads/cursos/aula-frentes-frias.mp4',
      tipo_arquivo_id: 2,
    },
    {
      id: 43,
      arquivo_id: 303,
      nome: 'Carta sinótica comentada',
      caminho: '/uploads/cursos/carta-sinotica.png',
      tipo_arquivo_id: 3,
    },
  ],
};

/** A small PDF the mock server accepts (it checks the first bytes). */
const pdfFile = (name = 'Regulamento de Tráfego Aéreo.pdf') =>
  new File(['%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'], name, { type: 'application/pdf' });

/** The modal renders in a portal: look for it in the whole document. */
const page = () => within(document.body);
const fileInput = () => document.body.querySelector<HTMLInputElement>('input[type="file"]')!;

const meta = {
  title: 'Telas/Cursos/Partes/AssuntoModal',
  parameters: isolatedDocs(560),
  component: AssuntoModal,
  tags: ['autodocs'],
  args: { isOpen: true, initial: null, onConfirm: fn(), onCancel: fn() },
  decorators: [(Story) => <WithApp>{Story()}</WithApp>],
} satisfies Meta<typeof AssuntoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new subject: no materials yet; ADICIONAR waits for a file. */
export const New: Story = {
  play: async ({ args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Novo Assunto' }));
    const titulo = dialog.getByRole('textbox', { name: 'Título do Assunto' });
    await expect(titulo).toHaveFocus();
    await expect(dialog.getByText('Nenhum material adicionado ao assunto')).toBeVisible();
    await expect(dialog.getByText('Nenhum arquivo selecionado')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'ADICIONAR' })).toBeDisabled();
    // Keyboard: type the title and confirm with Enter.
    await userEvent.keyboard('Navegação estimada{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith({ nome: 'Navegação estimada', arquivos: [] });
  },
};

/** Editing a subject with its materials: each opens in a new window, labelled by type and file. */
export const WithMaterials: Story = {
  args: { initial: METEOROLOGIA },
  play: async () => {
    const dialog = within(await page().findByRole('dialog', { name: 'Editar Assunto' }));
    await expect(dialog.getByRole('textbox', { name: 'Título do Assunto' })).toHaveValue(
      'Massas de ar e frentes',
    );
    const list = within(dialog.getByRole('list', { name: 'Materiais do assunto' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    const link = list.getByRole('link', { name: 'Apostila de Meteorologia (abre em nova janela)' });
    await expect(link).toHaveAttribute('href', '/uploads/cursos/apostila-meteorologia.pdf');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(await list.findByText('Documento PDF · apostila-meteorologia.pdf')).toBeVisible();
    await expect(list.getByText('Vídeo · aula-frentes-frias.mp4')).toBeVisible();
  },
};

/** Removing a material asks first; Cancelar keeps it, Excluir removes it; CONFIRMAR returns the rest. */
export const RemoveMaterial: Story = {
  args: { initial: METEOROLOGIA },
  play: async ({ args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Editar Assunto' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir Aula gravada – frentes frias' }));
    const confirm = await page().findByRole('alertdialog');
    await expect(within(confirm).getByText(MESSAGES.confirm.deleteMaterial)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: MESSAGES.confirm.cancel }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(dialog.getAllByRole('link')).toHaveLength(3);
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir Aula gravada – frentes frias' }));
    await userEvent.click(
      within(await page().findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }),
    );
    await waitFor(() => expect(dialog.getAllByRole('link')).toHaveLength(2));
    await userEvent.click(dialog.getByRole('button', { name: 'CONFIRMAR' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      nome: 'Massas de ar e frentes',
      arquivos: [METEOROLOGIA.arquivos[0], METEOROLOGIA.arquivos[2]],
    });
  },
};

/**
 * Adding a material: picking a PDF fills its name and type, ADICIONAR uploads it
 * (POST /api/arquivo/upload) and lists it; the subject is confirmed with it.
 */
export const AddMaterial: Story = {
  play: async ({ args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Novo Assunto' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Título do Assunto' }), 'Regras do ar');
    await userEvent.upload(fileInput(), pdfFile());
    await expect(
      await dialog.findByText('Arquivo selecionado: Regulamento de Tráfego Aéreo.pdf'),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Nome do arquivo' })).toHaveValue(
      'Regulamento de Tráfego Aéreo',
    );
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Tipo do arquivo/ })).toHaveTextContent('Documento PDF'),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'ADICIONAR' }));
    const list = within(await dialog.findByRole('list', { name: 'Materiais do assunto' }));
    await expect(
      list.getByRole('link', { name: 'Regulamento de Tráfego Aéreo (abre em nova janela)' }),
    ).toBeVisible();
    // The add row is ready for the next material.
    await expect(dialog.getByText('Nenhum arquivo selecionado')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Nome do arquivo' })).toHaveValue('');
    await userEvent.click(dialog.getByRole('button', { name: 'CONFIRMAR' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      nome: 'Regras do ar',
      arquivos: [
        expect.objectContaining({ nome: 'Regulamento de Tráfego Aéreo', tipo_arquivo_id: 1, new: true }),
      ],
    });
  },
};

/** While a material uploads: the progress bar shows and every button waits. */
export const Uploading: Story = {
  beforeEach({ msw }) {
    msw.use(mockDelay('arquivos.upload', 'infinite'));
  },
  play: async ({ args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Novo Assunto' }));
    await userEvent.upload(fileInput(), pdfFile('Manual do Piloto.pdf'));
    await userEvent.click(await dialog.findByRole('button', { name: 'ADICIONAR' }));
    await expect(await dialog.findByRole('progressbar', { name: 'Enviando arquivo' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'CONFIRMAR' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'CANCELAR' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Importar arquivo' })).toBeDisabled();
    // Escape does not close it mid-upload.
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Validation: a blank title, a file of a refused kind and a material without a name. */
export const ValidationErrors: Story = {
  play: async ({ args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Novo Assunto' }));
    await userEvent.click(dialog.getByRole('button', { name: 'CONFIRMAR' }));
    await expect(await dialog.findByText(MESSAGES.course.subjectNameRequired)).toBeVisible();
    const titulo = dialog.getByRole('textbox', { name: 'Título do Assunto' });
    await expect(titulo).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // The message goes as the title is typed, as on the forms (it stayed until CONFIRMAR).
    await userEvent.type(titulo, 'Navegação');
    await expect(dialog.queryByText(MESSAGES.course.subjectNameRequired)).toBeNull();
    await expect(titulo).not.toHaveAttribute('aria-invalid');
    // A spreadsheet is not a material.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['a;b'], 'notas.csv', { type: 'text/csv' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(MESSAGES.material.fileTypeInvalid);
    await expect(dialog.getByRole('button', { name: 'ADICIONAR' })).toBeDisabled();
    // A good file, but its name erased.
    await userEvent.upload(fileInput(), pdfFile());
    const nome = dialog.getByRole('textbox', { name: 'Nome do arquivo' });
    await userEvent.clear(nome);
    await userEvent.click(dialog.getByRole('button', { name: 'ADICIONAR' }));
    await expect(await dialog.findByText(MESSAGES.material.nameRequired)).toBeVisible();
    await expect(nome).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.queryByRole('list', { name: 'Materiais do assunto' })).toBeNull();
  },
};

/** The server refuses the upload: its message shows and the material is not added. */
export const UploadRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError('arquivos.upload', 422, { file: [MESSAGES.material.fileTypeInvalid] }));
  },
  play: async () => {
    const dialog = within(await page().findByRole('dialog', { name: 'Novo Assunto' }));
    await userEvent.upload(fileInput(), pdfFile());
    await userEvent.click(await dialog.findByRole('button', { name: 'ADICIONAR' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(MESSAGES.material.fileTypeInvalid);
    await expect(dialog.getByText('Nenhum material adicionado ao assunto')).toBeVisible();
  },
};

/** The upload fails on the server (500): the generic message. */
export const UploadFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockError('arquivos.upload', 500));
  },
  play: async () => {
    const dialog = within(await page().findByRole('dialog', { name: 'Novo Assunto' }));
    await userEvent.upload(fileInput(), pdfFile());
    await userEvent.click(await dialog.findByRole('button', { name: 'ADICIONAR' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(MESSAGES.errors.generic);
  },
};

/**
 * A removed material or a changed title is not lost to a slip: CANCELAR or Escape asks first,
 * 'Continuar editando' keeps the modal as it was, and 'Sair sem salvar' drops the change.
 */
export const ChangedAsksBeforeClosing: Story = {
  args: { initial: METEOROLOGIA },
  play: async ({ args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Editar Assunto' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir Aula gravada – frentes frias' }));
    await userEvent.click(
      within(await page().findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }),
    );
    await waitFor(() => expect(dialog.getAllByRole('link')).toHaveLength(2));
    await userEvent.click(dialog.getByRole('button', { name: 'CANCELAR' }));
    let ask = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await expect(within(ask).getByText(MESSAGES.unsaved.text)).toBeVisible();
    await userEvent.click(within(ask).getByRole('button', { name: MESSAGES.unsaved.stay }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(dialog.getAllByRole('link')).toHaveLength(2);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Título do Assunto' }), ' revisado');
    await userEvent.keyboard('{Escape}');
    ask = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await userEvent.click(within(ask).getByRole('button', { name: MESSAGES.unsaved.leave }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A material named but not yet added is work too: Escape asks before dropping it. */
export const PendingMaterialAsks: Story = {
  args: { initial: METEOROLOGIA },
  play: async ({ args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Editar Assunto' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nome do arquivo' }), 'Carta de vento');
    await userEvent.keyboard('{Escape}');
    const ask = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await userEvent.click(within(ask).getByRole('button', { name: MESSAGES.unsaved.stay }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(dialog.getByRole('textbox', { name: 'Nome do arquivo' })).toHaveValue('Carta de vento');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/**
 * CONFIRMAR with a material named but not added: refused, saying so, the modal kept as it was
 * (it used to close with the subject confirmed without the material).
 */
export const ConfirmWithMaterialNotAdded: Story = {
  args: { initial: METEOROLOGIA },
  play: async ({ args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Editar Assunto' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nome do arquivo' }), 'Carta de vento');
    await userEvent.click(dialog.getByRole('button', { name: 'CONFIRMAR' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(MESSAGES.material.notAdded);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(dialog.getByRole('textbox', { name: 'Nome do arquivo' })).toHaveValue('Carta de vento');
    // Cleared, it confirms.
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Nome do arquivo' }));
    await expect(dialog.queryByRole('alert')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'CONFIRMAR' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Unchanged, CANCELAR and Escape close at once, without asking. */
export const Cancel: Story = {
  args: { initial: METEOROLOGIA },
  play: async ({ args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Editar Assunto' }));
    await userEvent.click(dialog.getByRole('button', { name: 'CANCELAR' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(page().queryByRole('alertdialog')).toBeNull();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Long titles and file names at phone width: they truncate, the remove buttons stay in reach. */
export const LongContent: Story = {
  args: {
    initial: {
      nome: 'Procedimentos de navegação por instrumentos em espaço aéreo controlado e não controlado',
      arquivos: Array.from({ length: 6 }, (_, i) => ({
        id: 100 + i,
        arquivo_id: 500 + i,
        nome: `Carta de aproximação por instrumentos – aeródromo regional número ${i + 1} (revisão 2024)`,
        caminho: `/uploads/cursos/carta-aproximacao-instrumentos-aerodromo-regional-${i + 1}-revisao-2024.pdf`,
        tipo_arquivo_id: (i % 3) + 1,
      })),
    },
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = within(await page().findByRole('dialog', { name: 'Editar Assunto' }));
    const list = within(dialog.getByRole('list', { name: 'Materiais do assunto' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(6);
    await expect(list.getAllByRole('button', { name: /^Excluir Carta de aproximação/ })).toHaveLength(6);
  },
};
