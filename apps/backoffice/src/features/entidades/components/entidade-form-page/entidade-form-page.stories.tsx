import { mockError } from '@hangar/api-client/mocks';
import { MESSAGES } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory } from '../../../../testing/app-story';
import {
  type Canvas,
  clearDrafts,
  FIRST_LOAD,
  formStories,
  page,
  recordPageStories,
} from '../../../../testing/resource-stories';
import { phoneStory, screenParameters } from '../../../../testing/story-parameters';
import { entidades } from '../../resource';
import { emptyEntidade } from './entidade-form-state';

const NEW = '/admin/administracao/entidades/novo';
/** Entity 1 of the mock fixtures (Aeroclube de São Paulo), with courses. */
const EDIT = '/admin/administracao/entidades/1';

const meta = {
  title: 'Telas/Entidades/Formulário',
  component: AppStory,
  args: { path: NEW, account: 'admin' },
  parameters: screenParameters(
    'Entity form (§2.10): the ENTIDADE and DADOS DA ADMINISTRAÇÃO sections, the CEP lookup that fills the address, and the read-only CURSOS table.',
  ),
  tags: ['autodocs'],
  beforeEach: clearDrafts,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvas: Canvas, label: string, option: string) {
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(label) }));
  await userEvent.click(await page().findByRole('option', { name: option }));
}

async function fillNew(canvas: Canvas) {
  await userEvent.type(await canvas.findByLabelText('Razão Social', undefined, FIRST_LOAD), 'Escola Nova');
  await choose(canvas, 'Situação', 'Ativo');
}

export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Adicionar Nova Entidade', level: 1 }, FIRST_LOAD),
    ).toBeVisible();
    for (const section of ['ENTIDADE', 'DADOS DA ADMINISTRAÇÃO', 'ENDEREÇO'])
      await expect(canvas.getByRole('heading', { name: section, level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'CURSOS' })).toBeNull();
    await expect(canvas.getByLabelText('Razão Social')).toHaveAttribute('maxlength', '255');
    // §4: the situação options in the form order.
    await userEvent.click(canvas.getByRole('button', { name: /Situação/ }));
    const options = await page().findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Ativo', 'Liberada', 'A Vencer', 'Suspensa']);
    await userEvent.keyboard('{Escape}');
    // Both §5 messages.
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(MESSAGES.entity.situacaoRequired)).toBeVisible();
    await expect(within(alert).getByText(MESSAGES.entity.nomeRequired)).toBeVisible();
    // The phone takes Brazilian numbers only, formatted as typed.
    const phone = canvas.getByLabelText('Telefone');
    await userEvent.type(phone, '11987654321');
    await expect(phone).toHaveValue('(11) 98765-4321');
  },
};

/** An existing entity: its data and the read-only CURSOS table with 'Vence em'. */
export const Edit: Story = {
  args: { path: EDIT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Razão Social', undefined, FIRST_LOAD)).toHaveValue(
      'Aeroclube de São Paulo',
    );
    await expect(canvas.getByLabelText('CNPJ/CPF')).toHaveValue('60.878.451/0001-58');
    const cursos = canvas.getByRole('table', { name: 'Cursos da entidade' });
    await expect(within(cursos).getAllByText(/^Vence em \d{2}\/\d{2}\/\d{4}$/).length).toBeGreaterThan(0);
  },
};

/** A wrong CNPJ is refused with the domain's Portuguese message; an alphanumeric one is accepted. */
export const WrongCnpj: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNew(canvas);
    const cnpj = canvas.getByLabelText('CNPJ/CPF');
    await userEvent.type(cnpj, '12ABC34501DE36');
    await expect(cnpj).toHaveValue('12.ABC.345/01DE-36');
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(MESSAGES.entity.cnpjInvalid)).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('CNPJ/CPF')).toHaveFocus());
  },
};

/** Enter in the CEP fills the address (state, city, street, district). */
export const CepFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cep = await canvas.findByLabelText('CEP', undefined, FIRST_LOAD);
    await userEvent.type(cep, '01310100{Enter}');
    await waitFor(() => expect(canvas.getByLabelText('Logradouro')).not.toHaveValue(''), FIRST_LOAD);
    await expect((canvas.getByLabelText('Logradouro') as HTMLInputElement).value).toMatch(/Paulista/);
    await expect(canvas.getByLabelText('Bairro')).not.toHaveValue('');
    await expect(canvas.getByRole('button', { name: /Estado/ })).toHaveTextContent('São Paulo');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Cidade/ })).toHaveTextContent('São Paulo'),
    );
  },
};

/** An unknown CEP says so beside the field and keeps what was typed; saving still works. */
export const CepNotFound: Story = {
  beforeEach({ msw }) {
    msw.use(mockError('enderecos.cep', 404, { message: 'Registro não encontrado' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNew(canvas);
    await userEvent.type(canvas.getByLabelText('Logradouro'), 'Rua Digitada');
    const cep = canvas.getByLabelText('CEP');
    await userEvent.type(cep, '99999999');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar CEP' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(MESSAGES.entity.cepNotFound);
    await expect(cep).toHaveValue('99999-999');
    await expect(canvas.getByLabelText('Logradouro')).toHaveValue('Rua Digitada');
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    const done = await page().findByRole('dialog', { name: MESSAGES.success.title });
    await expect(within(done).getByText(MESSAGES.success.text)).toBeVisible();
  },
};

const generic = formStories({
  newPath: NEW,
  editPath: EDIT,
  endpoints: { create: 'tenants.create', update: 'tenants.update' },
  fillNew,
  field: 'Nome Fantasia',
  rejected: {
    body: { nome_fantasia: [MESSAGES.field.taken] },
    line: `Nome Fantasia: ${MESSAGES.field.taken}`,
  },
  draft: {
    value: { ...emptyEntidade(), nome: 'Entidade do rascunho' },
    check: async (canvas) => {
      await expect(canvas.getByLabelText('Razão Social')).toHaveValue('Entidade do rascunho');
    },
  },
  left: async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: 'Entidades', level: 1 })).toBeVisible();
  },
});
export const Save422 = generic.Save422;
export const Save500 = generic.Save500;
export const SaveOffline = generic.SaveOffline;
export const SaveInProgress = generic.SaveInProgress;
export const SaveStale = generic.SaveStale;
export const AsksBeforeLeaving = generic.AsksBeforeLeaving;
export const DraftRestored = generic.DraftRestored;
export const TypingBesideOfferIsKept = generic.TypingBesideOfferIsKept;

/** The screen on a phone: nothing wider than 390 px. */
export const Celular: Story = phoneStory();

/** EditLoading and EditNotFound: the page before its record is there (the resource layer's states). */
const record = recordPageStories({
  resource: entidades,
  editPath: EDIT,
  get: 'tenants.get',
  loadingLabel: 'Carregando entidade',
});
export const EditLoading = record.EditLoading;
export const EditNotFound = record.EditNotFound;
