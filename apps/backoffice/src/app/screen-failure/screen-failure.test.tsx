import { MESSAGES } from '@hangar/domain';
import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ScreenFailureBoundary } from './screen-failure';

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

let mounts = 0;

/** A screen that fails at /quebrada and counts how often it is mounted. */
function Screen({ address }: { address: string }) {
  if (address === '/quebrada') throw new Error('Failed to fetch dynamically imported module');
  useEffect(() => {
    mounts++;
  }, []);
  return <p>Tela em {address}</p>;
}

function draw(address: string) {
  root ??= createRoot(document.body.appendChild(document.createElement('div')));
  root.render(
    <ScreenFailureBoundary address={address}>
      <Screen address={address} />
    </ScreenFailureBoundary>,
  );
}

describe('ScreenFailureBoundary', () => {
  it('shows the failure in place of a screen that throws, and draws the next address again', async () => {
    draw('/quebrada');
    await expect.element(page.getByRole('heading', { name: MESSAGES.screen.failedTitle })).toBeVisible();
    draw('/admin/dashboard');
    await expect.element(page.getByText('Tela em /admin/dashboard')).toBeVisible();
    expect(page.getByRole('heading', { name: MESSAGES.screen.failedTitle }).elements()).toHaveLength(0);
  });

  it('keeps what it draws mounted across addresses (the shell is not drawn anew on navigation)', async () => {
    mounts = 0;
    draw('/admin/a');
    await expect.element(page.getByText('Tela em /admin/a')).toBeVisible();
    draw('/admin/b');
    await expect.element(page.getByText('Tela em /admin/b')).toBeVisible();
    expect(mounts).toBe(1);
  });
});
