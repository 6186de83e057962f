import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MaterialIcon } from './material-icon';

const meta = {
  title: 'Layer/Materiais/MaterialIcon',
  component: MaterialIcon,
  tags: ['autodocs'],
  args: { tipo: 1, className: 'size-6 text-fg-muted' },
} satisfies Meta<typeof MaterialIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The icon is decorative: it is hidden from assistive technology, its text says what it is. */
const decorative = (root: HTMLElement) => {
  const icon = root.querySelector('svg');
  expect(icon).not.toBeNull();
  expect(icon).toHaveAttribute('aria-hidden', 'true');
  return icon!;
};

/** File type 1: a document (PDF). */
export const Documento: Story = {
  play: async ({ canvasElement }) => {
    decorative(canvasElement);
  },
};

/** File type 2: a video (mp4, mov). */
export const Video: Story = { args: { tipo: 2 } };

/** File type 3: an image. */
export const Imagem: Story = { args: { tipo: 3 } };

/** An unknown or missing type gets the generic paperclip. */
export const SemTipo: Story = { args: { tipo: null } };

const TIPOS: { tipo: number | string | null; nome: string }[] = [
  { tipo: 1, nome: 'Documento PDF' },
  { tipo: 2, nome: 'Vídeo' },
  { tipo: 3, nome: 'Imagem' },
  { tipo: '2', nome: 'Vídeo (id em texto, como vem do servidor)' },
  { tipo: 99, nome: 'Tipo desconhecido' },
  { tipo: null, nome: 'Sem tipo' },
];

/** Every type beside its name, as the subject modal lists materials. */
export const TodosOsTipos: Story = {
  render: (args) => (
    <ul aria-label="Tipos de arquivo" className="flex flex-col gap-2 text-sm">
      {TIPOS.map(({ tipo, nome }) => (
        <li key={`${tipo}-${nome}`} className="flex items-center gap-2">
          <MaterialIcon tipo={tipo} className={args.className} />
          {nome}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Tipos de arquivo' })).getAllByRole('listitem');
    await expect(items).toHaveLength(TIPOS.length);
    for (const [i, item] of items.entries()) {
      await expect(item).toHaveTextContent(TIPOS[i]!.nome);
      decorative(item);
    }
    // A type given as text draws the same icon as the number.
    await expect(items[3]!.querySelector('svg')!.innerHTML).toBe(items[1]!.querySelector('svg')!.innerHTML);
    // Unknown and missing types share the fallback icon, distinct from the known ones.
    await expect(items[4]!.querySelector('svg')!.innerHTML).toBe(items[5]!.querySelector('svg')!.innerHTML);
    await expect(items[4]!.querySelector('svg')!.innerHTML).not.toBe(
      items[0]!.querySelector('svg')!.innerHTML,
    );
  },
};
