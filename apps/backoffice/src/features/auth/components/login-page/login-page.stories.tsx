import { ENDPOINTS } from '@hangar/api-client/contract';
import { mockError } from '@hangar/api-client/mocks';
import { MESSAGES } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { StrictMode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory } from '../../../../testing/app-story';
import { phoneStory, screenParameters } from '../../../../testing/story-parameters';
import { LoginPage } from './login-page';

const meta = {
  title: 'Telas/Autenticação/Login',
  component: AppStory,
  args: { path: '/auth/login', account: null },
  parameters: screenParameters(
    "Sign-in (§2.3): e-mail and password. Wrong credentials read 'Usuário ou senha incorretos!'; empty fields get the messages of §5.",
  ),
  tags: ['autodocs'],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeVisible();
    // The tab and the history name the page, as every other page does.
    await expect(document.title).toBe('Entrar · Hangar');
    await expect(screen.getByLabelText('E-mail')).toHaveValue('');
    await expect(screen.getByRole('button', { name: 'ENTRAR' })).toBeEnabled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'ENTRAR' }));
    await expect(await screen.findByText(MESSAGES.login.emailRequired)).toBeVisible();
    await expect(screen.getByText(MESSAGES.login.passwordRequired)).toBeVisible();
    // Focus on the first field to correct, which a screen reader reads with its message.
    const email = screen.getByLabelText('E-mail');
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(MESSAGES.login.emailRequired);
    await userEvent.type(email, 'admin@hangar.dev');
    await userEvent.keyboard('{Enter}');
    await expect(screen.getByLabelText('Senha')).toHaveFocus();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(await screen.findByLabelText('E-mail'), 'admin@hangar.dev');
    await userEvent.type(screen.getByLabelText('Senha'), 'senha-errada');
    // By keyboard: Enter submits the form.
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText(MESSAGES.login.invalidCredentials)).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  },
};

export const ServerValidationError: Story = {
  beforeEach({ msw }) {
    msw.use(mockError('auth.token', 422, { username: [MESSAGES.login.emailRequired] }));
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(await screen.findByLabelText('E-mail'), 'admin@hangar.dev');
    await userEvent.type(screen.getByLabelText('Senha'), 'hangar123');
    await userEvent.click(screen.getByRole('button', { name: 'ENTRAR' }));
    const alert = await screen.findByRole('alert');
    await expect(within(alert).getByText(MESSAGES.login.emailRequired)).toBeVisible();
  },
};

export const SignsIn: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(await screen.findByLabelText('E-mail'), 'admin@hangar.dev');
    await userEvent.type(screen.getByLabelText('Senha'), 'hangar123');
    await userEvent.click(screen.getByRole('button', { name: 'ENTRAR' }));
    await expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
  },
};

/** Sent here from an /admin page: signing in returns there, query included. */
export const ReturnsToRequestedPage: Story = {
  args: { path: '/admin/administracao/cursos?search=IFR' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(await screen.findByLabelText('E-mail'), 'admin@hangar.dev');
    await userEvent.type(screen.getByLabelText('Senha'), 'hangar123');
    await userEvent.click(screen.getByRole('button', { name: 'ENTRAR' }));
    await expect(await screen.findByRole('heading', { name: 'Cursos', level: 1 })).toBeVisible();
    await expect(screen.getByPlaceholderText('Procurar')).toHaveValue('IFR');
    const table = screen.getByRole('table', { name: 'Cursos' });
    await expect(await within(table).findByText('Voo por Instrumentos – IFR')).toBeVisible();
  },
};

let userinfoRequests = 0;

/** Signing in asks the server who the user is once (counted against the MSW handlers). */
export const AsksForTheUserOnce: Story = {
  render: (args) => (
    <StrictMode>
      <AppStory {...args} />
    </StrictMode>
  ),
  beforeEach({ msw }) {
    userinfoRequests = 0;
    // Counts and answers nothing, so the request goes on to the mocks' own handler.
    msw.use(
      http.get(`*${ENDPOINTS['auth.userinfo'].path}`, () => {
        userinfoRequests += 1;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(await screen.findByLabelText('E-mail'), 'admin@hangar.dev');
    await userEvent.type(screen.getByLabelText('Senha'), 'hangar123');
    await userEvent.click(screen.getByRole('button', { name: 'ENTRAR' }));
    await expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await waitFor(() => expect(screen.getByText('Ana Administradora')).toBeVisible());
    // Give a late second request the time to show up.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(userinfoRequests).toBe(1);
  },
};

/** Sent here because the session expired (a refused refresh, §4): the page says so first. */
export const SessionEnded: Story = {
  render: () => <LoginPage sessionEnded onSignIn={() => new Promise(() => {})} />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.login.sessionEnded);
  },
};

/** While the sign-in runs the button keeps its place and focus, spins, and ignores a second press. */
export const Pending: Story = {
  render: () => {
    let calls = 0;
    return (
      <LoginPage
        onSignIn={() => {
          calls += 1;
          if (calls > 1) throw new Error('signed in twice');
          return new Promise(() => {});
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByLabelText('E-mail'), 'admin@hangar.dev');
    await userEvent.type(screen.getByLabelText('Senha'), 'hangar123');
    await userEvent.keyboard('{Enter}');
    const button = await screen.findByRole('button', { name: 'ENTRAR (carregando)' });
    await userEvent.click(button);
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/** The screen on a phone: nothing wider than 390 px. */
export const Celular: Story = phoneStory();
