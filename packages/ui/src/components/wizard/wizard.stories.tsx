import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CheckboxField } from '../checkbox-field/checkbox-field';
import { Wizard, type WizardProps } from './wizard';

function ClassificationDemo(props: Partial<WizardProps>) {
  const [cursos, setCursos] = useState<string[]>([]);
  const toggle = (c: string) => (on: boolean) =>
    setCursos((xs) => (on ? [...xs, c] : xs.filter((x) => x !== c)));
  return (
    <Wizard
      onCancel={fn()}
      onFinish={fn()}
      {...props}
      steps={
        props.steps ?? [
          {
            id: 'cursos',
            title: 'Cursos',
            canAdvance: cursos.length > 0,
            hint: 'Selecione ao menos um curso para avançar.',
            content: (
              <div className="flex flex-col gap-2">
                {[
                  '(Teórico) Piloto Privado',
                  '(Prático) Piloto Comercial',
                  '(Teórico/Prático) Instrutor de Voo',
                ].map((c) => (
                  <CheckboxField key={c} isSelected={cursos.includes(c)} onChange={toggle(c)}>
                    {c}
                  </CheckboxField>
                ))}
              </div>
            ),
          },
          {
            id: 'modulos',
            title: 'Módulos',
            content: <p className="text-fg-muted">Módulos dos cursos escolhidos.</p>,
          },
          {
            id: 'assuntos',
            title: 'Assuntos',
            content: <p className="text-fg-muted">Assuntos dos módulos escolhidos.</p>,
          },
          {
            id: 'problema',
            title: 'Problema',
            content: <CheckboxField>Não possui problema para essa questão no momento</CheckboxField>,
          },
        ]
      }
    />
  );
}

const meta = {
  title: 'UI/Wizard',
  component: Wizard,
  tags: ['autodocs'],
  args: { onCancel: fn(), onFinish: fn(), onStepChange: fn(), steps: [] },
  render: (args) => (
    <div className="max-w-3xl rounded-lg border border-border bg-surface p-6">
      <ClassificationDemo
        onCancel={args.onCancel}
        onFinish={args.onFinish}
        onStepChange={args.onStepChange}
      />
    </div>
  ),
} satisfies Meta<typeof Wizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The classification wizard: AVANÇAR stays disabled until a course is picked. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'AVANÇAR' });
    await expect(next).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'VOLTAR' })).toBeDisabled();
    await expect(canvas.getByText('Selecione ao menos um curso para avançar.')).toBeVisible();
    // Pointer: pick a course and advance.
    await userEvent.click(canvas.getByRole('checkbox', { name: '(Teórico) Piloto Privado' }));
    await userEvent.click(next);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Etapa 2 de 4: Módulos'),
    );
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveFocus();
    expect(args.onStepChange).toHaveBeenLastCalledWith(1);
    // Keyboard: from the step title, Tab past CANCELAR and VOLTAR to AVANÇAR and press Enter.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'CANCELAR' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'AVANÇAR' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    canvas.getByRole('button', { name: 'AVANÇAR' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Problema'));
    const finish = canvas.getByRole('button', { name: 'FINALIZAR' });
    await expect(canvas.queryByRole('button', { name: 'AVANÇAR' })).toBeNull();
    finish.focus();
    await userEvent.keyboard('{Enter}');
    expect(args.onFinish).toHaveBeenCalledTimes(1);
    // A finished step can be revisited by its number.
    await userEvent.click(canvas.getByRole('button', { name: 'Etapa 1: Cursos (concluída)' }));
    await expect(canvas.getByRole('checkbox', { name: '(Teórico) Piloto Privado' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'CANCELAR' }));
    expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Saving: FINALIZAR spins and the other buttons are blocked. */
export const Finishing: Story = {
  render: (args) => (
    <div className="max-w-3xl rounded-lg border border-border bg-surface p-6">
      <ClassificationDemo defaultStep={3} isFinishing onCancel={args.onCancel} onFinish={args.onFinish} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'CANCELAR' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'VOLTAR' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /FINALIZAR/ }));
    expect(args.onFinish).not.toHaveBeenCalled();
  },
};

/** Every button disabled (e.g. while the question loads). */
export const Disabled: Story = {
  render: (args) => (
    <div className="max-w-3xl rounded-lg border border-border bg-surface p-6">
      <ClassificationDemo isDisabled onCancel={args.onCancel} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['CANCELAR', 'VOLTAR', 'AVANÇAR']) {
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
    }
  },
};

const manySteps = Array.from({ length: 7 }, (_, i) => ({
  id: `s${i}`,
  title: i === 1 ? 'Dados da administração e endereço completo da entidade' : `Etapa número ${i + 1}`,
  content: (
    <p className="max-w-prose text-fg-muted">
      {'Conteúdo longo da etapa, com texto que quebra em várias linhas para conferir o espaçamento. '.repeat(
        6,
      )}
    </p>
  ),
}));

/** Many steps with long titles: the step list scrolls sideways, the content wraps. */
export const LongContent: Story = {
  render: (args) => (
    <div className="max-w-3xl rounded-lg border border-border bg-surface p-6">
      <Wizard steps={manySteps} onCancel={args.onCancel} onFinish={args.onFinish} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('navigation', { name: 'Etapas' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    await userEvent.click(canvas.getByRole('button', { name: 'AVANÇAR' }));
    await userEvent.click(canvas.getByRole('button', { name: 'VOLTAR' }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Etapa número 1');
  },
};

/** Phone width: only the current step's title is shown beside the numbers. */
export const NarrowScreen: Story = {
  render: (args) => (
    <div style={{ width: 358 }} className="rounded-lg border border-border bg-surface p-4">
      <ClassificationDemo onCancel={args.onCancel} onFinish={args.onFinish} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: '(Prático) Piloto Comercial' });
    await userEvent.click(box);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'AVANÇAR' })).toBeEnabled();
  },
};
