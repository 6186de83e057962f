import type { ReactNode } from 'react';

export interface StatusPageProps {
  /** The icon in the circle above the title (decorative). */
  icon: ReactNode;
  /** The page's heading. */
  title: string;
  /** What happened, in a sentence or two. */
  text: string;
  /** The one thing to do next (a link or a button). */
  action: ReactNode;
  /**
   * Inside the shell, which already draws the page's one `<main>` landmark: a plain block.
   * @default false
   */
  inShell?: boolean;
}

/** A whole page that says what went wrong and offers one way on: the not-found page, a screen that failed. */
export function StatusPage({ icon, title, text, action, inShell = false }: StatusPageProps) {
  const Landmark = inShell ? 'div' : 'main';
  return (
    <Landmark className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-6 text-center">
      <span
        aria-hidden
        className="flex size-12 items-center justify-center rounded-full bg-surface-muted text-fg-subtle"
      >
        {icon}
      </span>
      <h1 className="text-xl font-semibold text-fg">{title}</h1>
      <p className="max-w-md text-sm text-fg-muted">{text}</p>
      {action}
    </Landmark>
  );
}
