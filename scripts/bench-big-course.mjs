#!/usr/bin/env node
// `pnpm bench:big-course`: figures, not pass/fail. Starts Hangar (the built app; `--no-build`
// reuses the last build) on loopback with a throw-away PGlite, creates through the API a course of
// BENCH_MODULES modules × BENCH_SUBJECTS subjects (30 × 10 = 300 subjects, an outside tester's
// course that froze the page), opens it in Debian's Chromium (1280×800, unthrottled) and times,
// BENCH_ROUNDS times (3) each:
//
// - tab: a click on the 'Módulos' tab → the last module's title drawn;
// - modal open: 'Editar módulo …' on the middle module → its 'Título do Módulo' field shown;
// - keystroke: one key typed into that field → the next painted frame;
// - modal close: CONFIRMAR (a renamed module) → the dialog gone;
// - reorder: a keyboard move of the second module (Enter on its handle, ArrowDown, Enter), per key;
// - save: SALVAR → the success dialog.
//
// Each figure is measured in the page, on its clock: from the action's start to the next frame
// after the awaited element (a MessageChannel message posted from requestAnimationFrame), so it
// includes Playwright's round trip (~5–30 ms); beside it the longest main-thread task and the sum
// of the long tasks (over 50 ms) meanwhile, from a PerformanceObserver('longtask'). Also the DOM
// nodes and buttons under <main> once the tab is drawn. `CPU_THROTTLE=4` slows the page's CPU.
import { launchChromium } from './lib/browser.mjs';
import { percentile } from './lib/latency.mjs';
import { DEMO_ADMIN, signIn, startHangar } from './lib/server.mjs';

const MODULES = Number(process.env.BENCH_MODULES ?? 30);
const SUBJECTS = Number(process.env.BENCH_SUBJECTS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const THROTTLE = Number(process.env.CPU_THROTTLE ?? 1);

const server = await startHangar({ build: !process.argv.includes('--no-build'), pollMs: 100 });
const browser = await launchChromium();

/** Resolves in the page to the time of the next frame after now (its paint done). */
const nextFrame = () =>
  new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    }),
  );

/**
 * Runs `act` (Playwright calls), then `until` (a Playwright wait); returns the in-page time from
 * just before `act` to the frame after `until`, and the long tasks meanwhile.
 */
async function timed(page, act, until) {
  const start = await page.evaluate(() => {
    window.__tasks = [];
    return performance.now();
  });
  await act();
  await until();
  const end = await page.evaluate(nextFrame);
  // A long task still running when the wait ended is reported when it ends: let it land.
  await page.waitForTimeout(50);
  const tasks = await page.evaluate((since) => window.__tasks.filter((t) => t.end > since), start);
  return {
    ms: end - start,
    longest: Math.max(0, ...tasks.map((t) => t.duration)),
    sum: tasks.reduce((n, t) => n + t.duration, 0),
  };
}

const figures = new Map();
const record = (label, figure) => {
  if (!figures.has(label)) figures.set(label, []);
  figures.get(label).push(figure);
};

try {
  const auth = await signIn(server.url);
  const stamp = Date.now().toString(36).slice(-6);
  const body = {
    apelido: `BIG${stamp}`,
    nome: `Curso grande ${stamp}`,
    situacao: 'Ativo',
    tipo: 'Teórico',
    categorias: [],
    modulos: Array.from({ length: MODULES }, (_, m) => ({
      nome: `Módulo ${m + 1} – navegação aérea`,
      new: true,
      ordem: m,
      assuntos: Array.from({ length: SUBJECTS }, (_, s) => ({
        nome: `Assunto ${m + 1}.${s + 1} – meteorologia`,
        new: true,
        ordem: s,
        arquivos: [],
      })),
    })),
  };
  const res = await fetch(`${server.url}/api/curso`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${auth}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`POST /api/curso answered ${res.status}: ${await res.text()}`);
  const created = await res.json();
  const uuid = created.data?.uuid ?? created.uuid;

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url });
  await context.addInitScript(() => {
    window.__tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__tasks.push({ duration: e.duration, end: e.startTime + e.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  if (THROTTLE > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  }
  page.setDefaultTimeout(180_000);
  await page.goto('/auth/login');
  await page.getByLabel(/e-mail/i).fill(DEMO_ADMIN.username);
  await page.getByLabel(/senha/i).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: /entrar/i }).click();
  await page.waitForURL('**/admin/dashboard');

  const last = `Módulo ${MODULES} – navegação aérea`;
  const middle = Math.ceil(MODULES / 2);
  let nodes = 0;
  let buttons = 0;
  for (let round = 0; round < ROUNDS; round++) {
    await page.goto(`/admin/administracao/cursos/${uuid}`);
    const tab = page.getByRole('tab', { name: 'Módulos' });
    await tab.waitFor();
    await page.waitForTimeout(300);
    record(
      'tab Módulos → last module drawn',
      await timed(
        page,
        () => tab.click(),
        () => page.getByRole('heading', { name: last, exact: true }).waitFor(),
      ),
    );
    [nodes, buttons] = await page.evaluate(() => {
      const main = document.querySelector('main');
      return [main.querySelectorAll('*').length, main.querySelectorAll('button').length];
    });

    // Not exact: each round adds an 'x' to its title.
    const name = `Módulo ${middle} – navegação aérea`;
    const dialog = page.getByRole('dialog', { name: 'Editar Módulo' });
    const field = dialog.getByRole('textbox', { name: 'Título do Módulo' });
    record(
      'modal open (Editar módulo)',
      await timed(
        page,
        () => page.getByRole('button', { name: `Editar módulo ${name}` }).click(),
        () => field.waitFor(),
      ),
    );
    await field.press('End');
    record(
      'one keystroke in the modal',
      await timed(
        page,
        () => page.keyboard.press('x'),
        async () => {},
      ),
    );
    record(
      'modal close (CONFIRMAR, renamed)',
      await timed(
        page,
        () => dialog.getByRole('button', { name: 'CONFIRMAR' }).click(),
        () => dialog.waitFor({ state: 'detached' }),
      ),
    );

    const handle = page.getByRole('button', { name: 'Mover Módulo 2 – navegação aérea', exact: true });
    await handle.focus();
    for (const key of ['Enter', 'ArrowDown', 'Enter']) {
      record(
        `reorder key ${key} (module handle)`,
        await timed(
          page,
          () => page.keyboard.press(key),
          async () => {},
        ),
      );
    }

    record(
      'SALVAR → success dialog',
      await timed(
        page,
        () => page.getByRole('button', { name: 'SALVAR' }).first().click(),
        () =>
          page
            .getByRole('dialog')
            .getByText(/sucesso/i)
            .first()
            .waitFor(),
      ),
    );
  }

  console.log(
    `Course of ${MODULES} modules × ${SUBJECTS} subjects, ${ROUNDS} rounds, CPU ×${THROTTLE}; ` +
      `the drawn tab: ${nodes} DOM nodes, ${buttons} buttons in <main>.`,
  );
  const rows = {};
  for (const [label, list] of figures) {
    const ms = list.map((f) => f.ms).sort((a, b) => a - b);
    rows[label] = {
      'p50 ms': Math.round(percentile(ms, 50)),
      'max ms': Math.round(ms.at(-1)),
      'longest task ms': Math.round(Math.max(...list.map((f) => f.longest))),
      'long tasks sum p50 ms': Math.round(
        percentile(
          list.map((f) => f.sum).sort((a, b) => a - b),
          50,
        ),
      ),
    };
  }
  console.table(rows);
} finally {
  await browser.close();
  await server.stop();
}
