import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImageUpload } from './image-upload';

/** A tiny valid PNG (1×1, blue) so previews render without the network. */
const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPj/HwADBwIAMCbHYQAAAABJRU5ErkJggg==';

function pngFile(name = 'curso.png', size?: number): File {
  const bytes = Uint8Array.from(atob(PNG_1PX.split(',')[1] ?? ''), (c) => c.charCodeAt(0));
  const file = new File([bytes], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

const meta = {
  title: 'UI/ImageUpload',
  component: ImageUpload,
  tags: ['autodocs'],
  args: {
    onSelect: fn(),
    onReject: fn(),
    label: 'Imagem do Curso',
    typeErrorMessage: 'Escolha uma imagem JPEG, PNG ou GIF.',
    sizeErrorMessage: 'Escolha uma imagem de até 10 MB.',
  },
  render: (args) => (
    <div className="max-w-xl">
      <ImageUpload {...args} />
    </div>
  ),
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No image yet: picking one previews it at once and hands the file to the caller. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhuma imagem')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Selecionar imagem' });
    // Keyboard reaches the pick button after the drop zone's own keyboard-drop target, which
    // says what it is in Portuguese (React Aria's default name is 'DropZone').
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('Área para soltar a imagem: Imagem do Curso');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.upload(fileInput(canvasElement), pngFile());
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('img', { name: 'Pré-visualização da imagem' })).toBeVisible();
  },
};

/** An image already saved, with a remove button. */
export const WithImage: Story = {
  args: { value: PNG_1PX, onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Pré-visualização da imagem' })).toHaveAttribute(
      'src',
      PNG_1PX,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remover imagem' }));
    expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/**
 * The saved address does not load (the file is gone): the frame says so instead of a broken
 * image, and the image can still be removed or replaced.
 */
export const Unavailable: Story = {
  args: { value: '/uploads/removida.png', onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Imagem indisponível')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Pré-visualização da imagem' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Selecionar imagem' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover imagem' }));
    expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** The image's address failed while the network was down: it is loaded again once it is back. */
export const LoadsAgainOnline: Story = {
  args: { value: '/uploads/capa-volta.png' },
  beforeEach({ msw }) {
    const png = Uint8Array.from(atob(PNG_1PX.split(',')[1] ?? ''), (c) => c.charCodeAt(0));
    msw.use(
      http.get('*/uploads/capa-volta.png', () => HttpResponse.error(), { once: true }),
      http.get(
        '*/uploads/capa-volta.png',
        () => new HttpResponse(png, { headers: { 'content-type': 'image/png' } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Imagem indisponível')).toBeVisible();
    // The network comes back (the event may come before the frame listens: it is sent until seen).
    await waitFor(() => {
      window.dispatchEvent(new Event('online'));
      const img = canvas.getByRole<HTMLImageElement>('img', { name: 'Pré-visualização da imagem' });
      // Loaded, not only drawn.
      expect(img.complete && img.naturalWidth).toBeGreaterThan(0);
    });
  },
};

/** Uploading: the progress bar shows and the buttons wait. */
export const Loading: Story = {
  args: { value: PNG_1PX, progress: 0.42 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Enviando imagem' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    await expect(canvas.getByRole('button', { name: 'Selecionar imagem' })).toBeDisabled();
  },
};

/** Refused files: the wrong type and a file over 10 MB, with the messages passed in. */
export const ErrorState: Story = {
  name: 'Error',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), new File(['x'], 'planilha.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(args.typeErrorMessage);
    await user.upload(fileInput(canvasElement), pngFile('grande.png', 11 * 1024 * 1024));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(args.sizeErrorMessage));
    expect(args.onSelect).not.toHaveBeenCalled();
    expect(args.onReject).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('button', { name: 'Selecionar imagem' })).toHaveAccessibleDescription(
      args.sizeErrorMessage,
    );
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { isDisabled: true, value: PNG_1PX, onRemove: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Selecionar imagem' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remover imagem' })).toBeDisabled();
  },
};

/** A caller whose first upload fails (the network cut it) and whose retry goes through. */
function FailsOnce({ onRetry }: { onRetry: () => void }) {
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [unsent, setUnsent] = useState<File | null>(null);
  return (
    <ImageUpload
      label="Imagem do Curso"
      value={value}
      errorMessage={error}
      onSelect={(file) => {
        setUnsent(file);
        setError('Não foi possível se comunicar com o servidor. Verifique sua conexão e tente novamente.');
      }}
      onRetry={
        unsent
          ? () => {
              onRetry();
              setError(undefined);
              setUnsent(null);
              setValue(PNG_1PX);
            }
          : undefined
      }
      typeErrorMessage="Escolha uma imagem JPEG, PNG ou GIF."
      sizeErrorMessage="Escolha uma imagem de até 10 MB."
    />
  );
}

/**
 * The upload failed: the picked image's preview goes (a failed upload never looks attached), the
 * message says why, and 'Tentar novamente' sends the same file again.
 */
export const UploadFailed: Story = {
  args: { onRetry: fn() },
  render: (args) => (
    <div className="max-w-xl">
      <FailsOnce onRetry={args.onRetry ?? (() => {})} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pngFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível se comunicar com o servidor',
    );
    await expect(canvas.queryByRole('img', { name: 'Pré-visualização da imagem' })).toBeNull();
    await expect(canvas.getByText('Nenhuma imagem')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('img', { name: 'Pré-visualização da imagem' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

function Controlled() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ImageUpload
      label="Foto do usuário com uma legenda bem comprida para conferir a quebra de linha no formulário"
      value={value}
      onSelect={() => setValue(PNG_1PX)}
      onRemove={() => setValue(null)}
      typeErrorMessage="Escolha uma imagem JPEG, PNG ou GIF."
      sizeErrorMessage="Escolha uma imagem de até 10 MB."
      hint="Use uma foto quadrada, de frente, com boa iluminação. Formatos aceitos: JPEG, PNG ou GIF com até 10 MB."
    />
  );
}

/** Long label and hint, at phone width (390 px). */
export const NarrowScreen: Story = {
  render: () => (
    <div style={{ width: 358 }}>
      <Controlled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pngFile());
    const remove = await canvas.findByRole('button', { name: 'Remover imagem' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Nenhuma imagem')).toBeVisible());
  },
};
