import type { ArquivoDraft } from '@hangar/domain';
import { MATERIAL_MAX_META, MESSAGES } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WithApp } from '../../testing/with-app';
import { MaterialsEditor } from './materials-editor';

const ANEXO: ArquivoDraft = {
  id: 1,
  arquivo_id: 10,
  nome: 'Carta de aproximação',
  caminho: '/uploads/problemas/carta.pdf',
  tipo_arquivo_id: 1,
};

function Demo({ initial, isReadOnly = false }: { initial: ArquivoDraft[]; isReadOnly?: boolean }) {
  const [arquivos, setArquivos] = useState(initial);
  return (
    <WithApp>
      <MaterialsEditor
        label="Anexos ao problema"
        listLabel="Anexos do problema"
        emptyText="Nenhum anexo adicionado ao problema"
        arquivos={arquivos}
        onChange={setArquivos}
        isReadOnly={isReadOnly}
      />
    </WithApp>
  );
}

const meta = {
  title: 'Layer/Materiais/MaterialsEditor',
  component: Demo,
  args: { initial: [] },
  tags: ['autodocs'],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdfFile = () =>
  new File(['%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'], 'metar.pdf', { type: 'application/pdf' });

/** A file is uploaded at once and joins the list as a link that opens in a new window. */
export const Upload: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum anexo adicionado ao problema')).toBeVisible();
    const add = canvas.getByRole('button', { name: 'ADICIONAR' });
    await expect(add).toBeDisabled();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, pdfFile());
    await expect(canvas.getByText('Arquivo selecionado: metar.pdf')).toBeVisible();
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    const list = await canvas.findByRole('list', { name: 'Anexos do problema' }, { timeout: 5000 });
    const link = within(list).getByRole('link', { name: /metar/ });
    await expect(link).toHaveAttribute('target', '_blank');
    // Its type and its file's own name (the stored address ends in a random key).
    await expect(within(list).getByText('Documento PDF · metar.pdf')).toBeVisible();
    // The upload disabled the pressed button: focus lands on the material added, not on the page.
    await waitFor(() => expect(link).toHaveFocus());
  },
};

/**
 * Name and type follow the file chosen until the person sets them: choosing another file (after
 * an upload was refused, say) replaces what the first one filled in, never what was typed.
 */
export const AnotherFileReplacesWhatTheFirstFilledIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const nome = canvas.getByRole('textbox', { name: 'Nome do arquivo' });
    const tipo = canvas.getByRole('button', { name: /Tipo do arquivo/ });
    await userEvent.upload(input, new File(['%PDF-1.4'], 'grande.pdf', { type: 'application/pdf' }));
    await expect(nome).toHaveValue('grande');
    // The types' names arrive from the server.
    await waitFor(() => expect(tipo).toHaveTextContent('Documento PDF'));
    await userEvent.upload(input, new File(['video'], 'aula-frentes.mp4', { type: 'video/mp4' }));
    await expect(nome).toHaveValue('aula-frentes');
    await expect(tipo).toHaveTextContent('Vídeo');
    // Typed by the person: kept; the type, still the file's guess, follows the next file.
    await userEvent.clear(nome);
    await userEvent.type(nome, 'Aula de meteorologia');
    await userEvent.upload(input, pdfFile());
    await expect(nome).toHaveValue('Aula de meteorologia');
    await expect(tipo).toHaveTextContent('Documento PDF');
    await userEvent.click(canvas.getByRole('button', { name: 'ADICIONAR' }));
    const list = await canvas.findByRole('list', { name: 'Anexos do problema' }, { timeout: 5000 });
    await expect(within(list).getByRole('link', { name: /Aula de meteorologia/ })).toBeVisible();
  },
};

/**
 * A type that is not the file's (a PDF as Vídeo) is said under Tipo before anything is sent
 * (`materialTypeFits`; the server refuses it too); the file's own type is taken.
 */
export const TypeNotTheFiles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const tipo = canvas.getByRole('button', { name: /Tipo do arquivo/ });
    await userEvent.upload(input, pdfFile());
    await waitFor(() => expect(tipo).toHaveTextContent('Documento PDF'));
    await userEvent.click(tipo);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Vídeo' }));
    await userEvent.click(canvas.getByRole('button', { name: 'ADICIONAR' }));
    await expect(await canvas.findByText(MESSAGES.material.typeMismatch)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Anexos do problema' })).toBeNull();
    await userEvent.click(tipo);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Documento PDF' }));
    await userEvent.click(canvas.getByRole('button', { name: 'ADICIONAR' }));
    const list = await canvas.findByRole('list', { name: 'Anexos do problema' }, { timeout: 5000 });
    await expect(within(list).getByText('Documento PDF · metar.pdf')).toBeVisible();
  },
};

/**
 * A file over the server's limit (the page's `MATERIAL_MAX_META`) is refused as it is picked,
 * nothing sent; a smaller one after it is taken.
 */
export const TooLargeRefusedWhenPicked: Story = {
  beforeEach() {
    const meta = document.createElement('meta');
    meta.name = MATERIAL_MAX_META;
    meta.content = String(200 * 1024 * 1024);
    document.head.append(meta);
    return () => meta.remove();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File(['%PDF-1.4'], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 210 * 1024 * 1024 });
    await userEvent.upload(input, big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Selecione um arquivo com tamanho inferior a 200MB!',
    );
    await expect(canvas.getByText('Nenhum arquivo selecionado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ADICIONAR' })).toBeDisabled();
    await userEvent.upload(input, pdfFile());
    await expect(canvas.getByText('Arquivo selecionado: metar.pdf')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Removing asks first (§5). */
export const RemoveAsks: Story = {
  args: { initial: [ANEXO] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir Carta de aproximação' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText(MESSAGES.confirm.deleteMaterial)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expect(await canvas.findByText('Nenhum anexo adicionado ao problema')).toBeVisible();
  },
};

/** Read-only: the links stay, nothing to add or remove. */
export const ReadOnly: Story = {
  args: { initial: [ANEXO], isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Carta de aproximação/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Remover/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Importar arquivo/ })).toBeNull();
  },
};
