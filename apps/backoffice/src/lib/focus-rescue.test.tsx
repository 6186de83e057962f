import { afterEach, describe, expect, it } from 'vitest';
import { startFocusAfterMenu, startFocusRescue } from './focus-rescue';

afterEach(() => {
  document.body.replaceChildren();
});

const frames = (n: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(n);
  });

/** A page of three buttons, as a list page's toolbar would be. */
function drawPage() {
  const page = document.body.appendChild(document.createElement('main'));
  const [adicionar, editar, excluir] = ['Adicionar', 'Editar', 'Excluir'].map((name) => {
    const button = page.appendChild(document.createElement('button'));
    button.textContent = name;
    return button;
  }) as [HTMLButtonElement, HTMLButtonElement, HTMLButtonElement];
  return { adicionar, editar, excluir };
}

describe('startFocusRescue', () => {
  it('puts focus on what now stands where the removed element stood', async () => {
    const stop = startFocusRescue(() => '/categorias');
    const { editar } = drawPage();
    editar.focus();
    editar.remove();
    await frames(3);
    expect(document.activeElement?.textContent).toBe('Excluir');
    stop();
  });

  it('does nothing once stopped, not even for a focus lost just before', async () => {
    // A story's app unmounting with a field focused: its rescue was stopped, but the two frames
    // it waits were already asked for, and it focused the next story's button at that position
    // (the phone screenshot of `Telas/Categorias` then showed a focus ring on ADICIONAR).
    const stop = startFocusRescue(() => '/categorias');
    const { adicionar } = drawPage();
    adicionar.focus();
    document.body.replaceChildren();
    stop();
    drawPage();
    await frames(3);
    expect(document.activeElement).toBe(document.body);
  });
});

describe('startFocusAfterMenu', () => {
  function drawMenuAndPage(title: string) {
    const nav = document.body.appendChild(document.createElement('nav'));
    const link = nav.appendChild(document.createElement('a'));
    link.href = '#cursos';
    link.textContent = 'Cursos';
    link.addEventListener('click', (event) => event.preventDefault());
    const main = document.body.appendChild(document.createElement('main'));
    main.appendChild(document.createElement('h1')).textContent = title;
    return { link, main };
  }

  it("focuses the new page's heading once it is drawn", async () => {
    const stop = startFocusAfterMenu();
    const { link, main } = drawMenuAndPage('Início');
    link.click();
    await frames(1);
    main.replaceChildren();
    main.appendChild(document.createElement('h1')).textContent = 'Cursos';
    await frames(3);
    expect(document.activeElement?.textContent).toBe('Cursos');
    stop();
  });

  it('stops waiting for the heading once stopped', async () => {
    const stop = startFocusAfterMenu();
    const { link, main } = drawMenuAndPage('Início');
    link.click();
    stop();
    main.replaceChildren();
    main.appendChild(document.createElement('h1')).textContent = 'Outra tela';
    await frames(3);
    expect(document.activeElement).toBe(document.body);
  });
});
