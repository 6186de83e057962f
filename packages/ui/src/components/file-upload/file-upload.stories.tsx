import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload, type UploadedFile } from './file-upload';

/** §5: the material picker accepts images, PDF, mp4 and mov. */
const MATERIAL_KINDS = ['image/*', 'application/pdf', 'video/mp4', 'video/quicktime', '.mov'];

const attached: UploadedFile[] = [
  {
    id: 1,
    name: 'Apostila de Meteorologia.pdf',
    url: 'https://example.org/apostila.pdf',
    type: 'application/pdf',
  },
  { id: 2, name: 'Aula 03 - Massas de ar.mp4', url: 'https://example.org/aula.mp4', type: 'video/mp4' },
];

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

const meta = {
  title: 'UI/FileUpload',
  component: FileUpload,
  tags: ['autodocs'],
  args: {
    label: 'Arquivo do material',
    accept: MATERIAL_KINDS,
    acceptDescription: 'Imagens, PDF, MP4 ou MOV',
    maxSize: 50 * 1024 * 1024,
    sizeErrorMessage: 'Selecione um arquivo com tamanho inferior a 50MB!',
    onSelect: fn(),
    onReject: fn(),
    onRemove: fn(),
  },
  render: (args) => (
    <div className="max-w-xl">
      <FileUpload {...args} />
    </div>
  ),
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Attached files open in a new window; removing asks 'Deseja realmente excluir?'. */
export const Default: Story = {
  args: { files: attached },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Apostila de Meteorologia\.pdf/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', 'https://example.org/apostila.pdf');
    // Pointer: remove, then cancel — nothing removed.
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir Apostila de Meteorologia.pdf' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Deseja realmente excluir?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    expect(args.onRemove).not.toHaveBeenCalled();
    // Keyboard: remove the video and confirm with Enter on Excluir.
    canvas.getByRole('button', { name: 'Excluir Aula 03 - Massas de ar.mp4' }).focus();
    await userEvent.keyboard('{Enter}');
    const again = await within(document.body).findByRole('alertdialog');
    within(again).getByRole('button', { name: 'Excluir' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith(attached[1]));
  },
};

/** Nothing attached: picking a valid file hands it to the caller. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    // The keyboard drop target names itself in Portuguese (React Aria's default is 'DropZone').
    await expect(
      canvas.getByRole('button', { name: 'Área para soltar o arquivo: Arquivo do material' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Selecionar arquivo' })).toHaveAccessibleDescription(
      'Imagens, PDF, MP4 ou MOV, até 50 MB',
    );
    const pdf = new File(['%PDF-1.4'], 'plano.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(canvasElement), pdf);
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith([pdf]));
  },
};

/** Uploading: a progress bar, picking blocked until it ends. */
export const Loading: Story = {
  args: { progress: 0.65, files: attached.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Enviando arquivo' })).toHaveAttribute(
      'aria-valuenow',
      '65',
    );
    await expect(canvas.getByRole('button', { name: 'Selecionar arquivo' })).toBeDisabled();
  },
};

/** Refused kinds and sizes show the message passed in. */
export const ErrorState: Story = {
  name: 'Error',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      fileInput(canvasElement),
      new File(['a'], 'notas.xlsx', { type: 'application/vnd.ms-excel' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Selecione um arquivo de tipo permitido!',
    );
    const big = new File(['a'], 'voo.mov', { type: 'video/quicktime' });
    Object.defineProperty(big, 'size', { value: 60 * 1024 * 1024 });
    await user.upload(fileInput(canvasElement), big);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Selecione um arquivo com tamanho inferior a 50MB!',
      ),
    );
    expect(args.onSelect).not.toHaveBeenCalled();
    expect(args.onReject).toHaveBeenCalledTimes(2);
  },
};

/** Disabled: nothing can be picked or removed; links still open. */
export const Disabled: Story = {
  args: { isDisabled: true, files: attached },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Selecionar arquivo' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Excluir Apostila de Meteorologia.pdf' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: /Apostila/ })).toBeVisible();
  },
};

function UploadDemo() {
  const [files, setFiles] = useState<UploadedFile[]>([
    {
      id: 'l',
      name: 'Regulamento Brasileiro de Aviação Civil RBAC 61 - Licenças, habilitações e certificados para pilotos (versão consolidada).pdf',
      url: 'https://example.org/rbac61.pdf',
      type: 'application/pdf',
      description: 'Tipo: Documento',
    },
  ]);
  return (
    <FileUpload
      label="Anexos ao problema"
      accept={MATERIAL_KINDS}
      allowsMultiple
      files={files}
      onSelect={(picked) =>
        setFiles((xs) => [...xs, ...picked.map((f) => ({ id: f.name, name: f.name, type: f.type }))])
      }
      onRemove={(f) => setFiles((xs) => xs.filter((x) => x.id !== f.id))}
    />
  );
}

/** A very long file name at phone width: it truncates, the remove button stays visible. */
export const LongContentNarrow: Story = {
  name: 'Long content, narrow screen',
  render: () => (
    <div style={{ width: 358 }}>
      <UploadDemo />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [
      new File(['a'], 'foto1.png', { type: 'image/png' }),
      new File(['b'], 'foto2.png', { type: 'image/png' }),
    ]);
    const list = await canvas.findByRole('list', { name: 'Anexos ao problema: arquivos anexados' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir foto1.png' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  },
};
