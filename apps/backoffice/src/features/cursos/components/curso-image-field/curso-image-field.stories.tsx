import { ENDPOINTS } from '@hangar/api-client/contract';
import { mockDelay, mockError } from '@hangar/api-client/mocks';
import { MESSAGES } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PNG_1PX, pngFile } from '../../../../testing/files';
import { isolatedDocs } from '../../../../testing/story-parameters';
import { WithApp } from '../../../../testing/with-app';
import { CursoImageField, type CursoImageFieldProps } from './curso-image-field';

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Keeps the url it is given, as the course form does. */
function Controlled({ value: initial, onChange, errorMessage, onBusyChange }: CursoImageFieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <div className="max-w-xl">
      <CursoImageField
        value={value}
        errorMessage={errorMessage}
        onBusyChange={onBusyChange}
        onChange={(url) => {
          onChange(url);
          setValue(url);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Telas/Cursos/Partes/CursoImageField',
  parameters: isolatedDocs(560),
  component: CursoImageField,
  tags: ['autodocs'],
  args: { value: null, onChange: fn(), onBusyChange: fn() },
  decorators: [(Story) => <WithApp>{Story()}</WithApp>],
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CursoImageField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No image yet: a picked PNG is uploaded (POST /api/arquivo/temp) and previewed. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Imagem do Curso')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Imagem do curso' })).toBeNull();
    await userEvent.upload(fileInput(canvasElement), pngFile('capa-piloto-comercial.png'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(args.onChange).toHaveBeenCalledWith(expect.stringMatching(/^blob:/));
    // Busy while uploading, then not: the course form's SALVAR waits in between.
    await waitFor(() => expect(args.onBusyChange).toHaveBeenLastCalledWith(false));
    await expect(args.onBusyChange).toHaveBeenNthCalledWith(1, true);
    await expect(await canvas.findByRole('img', { name: 'Imagem do curso' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A course that already has an image: it can be removed (keyboard). */
export const WithImage: Story = {
  args: { value: PNG_1PX },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Imagem do curso' })).toHaveAttribute('src', PNG_1PX);
    canvas.getByRole('button', { name: 'Remover imagem' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await waitFor(() => expect(canvas.queryByRole('img', { name: 'Imagem do curso' })).toBeNull());
  },
};

/** While the upload runs: the progress bar shows and the pick button waits. */
export const Uploading: Story = {
  beforeEach({ msw }) {
    msw.use(mockDelay('arquivos.temp', 'infinite'));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pngFile('capa-piloto-comercial.png'));
    await expect(await canvas.findByRole('progressbar', { name: 'Enviando imagem' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Selecionar imagem' })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(args.onBusyChange).toHaveBeenCalledWith(true);
    await expect(args.onBusyChange).not.toHaveBeenCalledWith(false);
  },
};

/** A file that is not a JPEG, PNG or GIF is refused before any upload, with the domain's message. */
export const WrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      fileInput(canvasElement),
      new File(['%PDF-1.4'], 'ementa-do-curso.pdf', { type: 'application/pdf' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.image.typeInvalid);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * The server refuses the upload (a file named .png whose bytes are not an image): its message
 * shows under the field, nothing changes, and nothing offers to send the same file again.
 */
export const UploadRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError('arquivos.temp', 422, { avatar: [MESSAGES.image.typeInvalid] }));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pngFile('capa-piloto-comercial.png'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.image.typeInvalid);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

/** The upload fails on the server (500): the generic message, and the same file may be sent again. */
export const UploadFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockError('arquivos.temp', 500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pngFile('capa-piloto-comercial.png'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.errors.generic);
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/**
 * The network cuts the upload: the picked image does not stay in the frame as if attached (the
 * course would be saved without it), the message says why, and 'Tentar novamente' sends the same
 * file again, without picking it anew.
 */
export const UploadCutThenRetried: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(`*${ENDPOINTS['arquivos.temp'].path}`, () => HttpResponse.error(), { once: true }));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pngFile('capa-piloto-comercial.png'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.errors.unreachable);
    await expect(canvas.queryByRole('img', { name: 'Imagem do curso' })).toBeNull();
    await expect(canvas.getByText('Nenhuma imagem')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole('img', { name: 'Imagem do curso' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

/** An error from the course's save (a 422 on `imagem_url`), passed in by the form. */
export const SaveError: Story = {
  args: { value: PNG_1PX, errorMessage: MESSAGES.image.typeInvalid },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.image.typeInvalid);
  },
};
