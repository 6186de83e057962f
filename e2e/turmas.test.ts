import { classPercent, MESSAGES } from '@hangar/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';

const browser = useBrowser();
const LIST = '/admin/entidade/turmas';

/** A day `offset` days from today, as the date picker is typed (ddmmyyyy) and as the API keeps it. */
function dayFromToday(offset: number) {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  const dd = String(d.getDate()).padStart(2, '0');
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const yyyy = String(d.getFullYear());
  return { typed: `${dd}${mm}${yyyy}`, iso: `${yyyy}-${mm}-${dd}`, shown: `${dd}/${mm}/${yyyy}` };
}

async function typeDate(page: Page, label: string, typed: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton', { name: /dia/i }).click();
  await page.keyboard.type(typed);
}

/** A range's time field ('Início, Segunda-feira, horário 1'): hour and minute segments, 24-hour. */
const timeField = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** The time a range's field shows, without the bidi isolates React Aria puts around it. */
const timeShown = async (page: Page, name: string) =>
  ((await timeField(page, name).textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');

/** Types a range's start and end (`HH:mm`), hour then minute. */
async function setRange(page: Page, day: string, index: number, inicio: string, fim: string) {
  for (const [field, time] of [
    [`Início, ${day}, horário ${index + 1}`, inicio],
    [`Fim, ${day}, horário ${index + 1}`, fim],
  ] as const) {
    await timeField(page, field).getByRole('spinbutton').first().click();
    await page.keyboard.type(time.replace(':', ''));
  }
}

async function findCard(page: Page, nome: string) {
  await page.getByPlaceholder('Procurar').fill(nome);
  await page.getByPlaceholder('Procurar').press('Enter');
  await page.waitForURL((url) => new URL(url).searchParams.get('search') === nome);
  const card = page.getByRole('article', { name: nome });
  await card.waitFor();
  return card;
}

describe('classes', () => {
  it('creates a class with a weekly schedule, finds its card with state and progress, reopens the same week', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    const nome = `Turma E2E ${Date.now().toString(36).toUpperCase()}`;
    const inicio = dayFromToday(-10);
    const fim = dayFromToday(20);

    await page.goto(`${LIST}/novo`);
    await page.getByRole('heading', { name: 'Adicionar Nova Turma' }).waitFor();
    await page.getByLabel('Nome').fill(nome);
    // Choosing the course proposes its modalidade and tipo.
    await page.getByRole('combobox', { name: 'Curso' }).fill('Comissário');
    await page.getByRole('option', { name: /Comissário de Voo/ }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /Modalidade/ }).textContent())
      .toContain('Comissário de Voo');
    expect(await page.getByRole('button', { name: /Tipo de curso/ }).textContent()).toContain(
      'Teórico/Prático',
    );
    await typeDate(page, 'Data de início', inicio.typed);
    await typeDate(page, 'Data de fim', fim.typed);
    await page.getByRole('radio', { name: 'Extensivo' }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: 'Extensivo' }).isChecked()).toBe(true);

    // Keyboard, as the calendar is meant to be used: Space turns a day on with one empty range.
    await page.getByRole('switch', { name: 'Segunda-feira' }).focus();
    await page.keyboard.press('Space');
    await setRange(page, 'Segunda-feira', 0, '08:00', '10:00');
    // Enter on the add button adds Wednesday's second range.
    await page.getByRole('switch', { name: 'Quarta-feira' }).focus();
    await page.keyboard.press('Space');
    await setRange(page, 'Quarta-feira', 0, '08:00', '10:00');
    await page.getByRole('button', { name: 'Adicionar horário em Quarta-feira' }).focus();
    await page.keyboard.press('Enter');
    await setRange(page, 'Quarta-feira', 1, '14:00', '16:00');

    await page.getByRole('button', { name: 'SALVAR' }).click();
    const done = page.getByRole('dialog', { name: 'Sucesso' });
    await done.getByText(MESSAGES.success.text).waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === LIST);

    // The card: its state, its period and the real elapsed share.
    const card = await findCard(page, nome);
    await card.getByText('Em Andamento').waitFor();
    await card.getByText(`${inicio.shown} a ${fim.shown}`).waitFor();
    const percent = Number(await card.getByRole('progressbar').getAttribute('aria-valuenow'));
    const expected = classPercent({ data_inicio: inicio.iso, data_fim: fim.iso }, new Date());
    expect(Math.abs(percent - expected)).toBeLessThanOrEqual(1);
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(100);

    // Reopen: the same week.
    await card.getByRole('link', { name: `Editar ${nome}` }).click();
    await page.getByRole('heading', { name: `Editar ${nome}` }).waitFor();
    expect(await page.getByRole('switch', { name: 'Segunda-feira' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Quarta-feira' }).isChecked()).toBe(true);
    for (const d of ['Domingo', 'Terça-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado']) {
      expect(await page.getByRole('switch', { name: d }).isChecked()).toBe(false);
    }
    expect(await timeShown(page, 'Início, Segunda-feira, horário 1')).toBe('08:00');
    expect(await timeShown(page, 'Fim, Segunda-feira, horário 1')).toBe('10:00');
    expect(await timeShown(page, 'Início, Quarta-feira, horário 2')).toBe('14:00');
    expect(await timeShown(page, 'Fim, Quarta-feira, horário 2')).toBe('16:00');
    expect(await page.getByRole('group', { name: /, Segunda-feira, horário 2$/ }).count()).toBe(0);

    // A third range is the last: the add button is disabled, a fourth cannot be added.
    const add = page.getByRole('button', { name: 'Adicionar horário em Quarta-feira' });
    await add.click();
    await timeField(page, 'Início, Quarta-feira, horário 3').waitFor();
    expect(await add.isDisabled()).toBe(true);
    await page.getByText('Máximo de 3 horários por dia').waitFor();

    // Leave without saving, then delete the class from its card.
    await page.getByRole('button', { name: 'CANCELAR' }).click();
    const leave = page.getByRole('alertdialog', { name: MESSAGES.confirm.title });
    await leave.getByRole('button', { name: MESSAGES.unsaved.leave }).click();
    await page.waitForURL((url) => url.pathname === LIST);
    const again = page.getByRole('article', { name: nome });

    // Cancel it from its card: the card says so, and so does its form, with today's date.
    await again.getByRole('button', { name: `Cancelar turma ${nome}` }).click();
    const cancel = page.getByRole('alertdialog', { name: MESSAGES.confirm.title });
    await cancel.getByRole('button', { name: 'Cancelar turma' }).click();
    await again.getByText('Cancelado').waitFor();
    await again.getByRole('button', { name: `Reativar turma ${nome}` }).waitFor();
    await again.getByRole('link', { name: `Editar ${nome}` }).click();
    await page
      .getByRole('note')
      .getByText(`Turma cancelada em ${dayFromToday(0).shown}.`)
      .waitFor();
    // The rest of the class is as it was saved.
    expect(await timeShown(page, 'Início, Quarta-feira, horário 2')).toBe('14:00');
    await page.getByRole('button', { name: 'CANCELAR' }).click();
    await page.waitForURL((url) => url.pathname === LIST);

    await again.getByRole('button', { name: `Excluir ${nome}` }).click();
    const confirm = page.getByRole('alertdialog', { name: MESSAGES.confirm.title });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await again.waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows the view-only account the cards, and no add or edit', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'leitor');
    await page.goto(LIST);
    await page.getByRole('heading', { name: 'Turmas', level: 1 }).waitFor();
    const cards = page.getByRole('list', { name: 'Turmas' }).getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(3);
    expect(await page.getByRole('button', { name: /ADICIONAR TURMA/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Editar / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Excluir / }).count()).toBe(0);
    // Every card still shows its progress.
    expect(await page.getByRole('progressbar').count()).toBe(await cards.count());
    // The form's address is not theirs: the guard sends them away (§2.1).
    await page.goto(`${LIST}/novo`);
    await page.waitForURL((url) => !url.pathname.startsWith(LIST));
    await context.close();
  });
});
