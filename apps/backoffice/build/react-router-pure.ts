import type { Plugin } from 'vite';

/** React Router's production build: its code lives in chunk files the entry re-exports. */
const CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;
/** A top-level `X.displayName = "…";` (for React's developer tools). */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
/** A top-level component or context made by a React call the bundler cannot prove pure. */
const MADE_BY_REACT = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
/** The chunk that holds the routers and components (the others hold helpers). */
const COMPONENTS = /^var Link = /m;

/**
 * React Router's components and contexts are made at the top of its module
 * (`var NavLink = React.forwardRef(…)`, then `NavLink.displayName = "NavLink"`). The bundler
 * cannot tell that a `forwardRef` call has no side effect, and the `displayName` assignment is
 * one, so every component and everything it calls stayed in the build whether the app used it
 * or not: `NavLink`, `Form` and `useSubmit`, `ScrollRestoration`, the prefetch links
 * (~2 kB gzip of every signed-in load; issue 15). This marks those calls pure (the
 * `/* @__PURE__ *\/` annotation React Router's own builds use elsewhere) and drops the
 * `displayName`s, which only developer tools read. Lines are kept, so the source map still fits.
 * Fails the build when the chunk with the components no longer has either pattern, so an update
 * of React Router that changes its output is seen.
 */
export function reactRouterPure(): Plugin {
  return {
    name: 'hangar:react-router-pure',
    transform: {
      filter: { id: CHUNK },
      handler(code, id) {
        let names = 0;
        let calls = 0;
        const out = code
          .replace(DISPLAY_NAME, () => {
            names += 1;
            return '';
          })
          .replace(MADE_BY_REACT, (_, declaration: string, call: string) => {
            calls += 1;
            return `${declaration}/* @__PURE__ */ ${call}`;
          });
        if (COMPONENTS.test(code) && (names === 0 || calls === 0))
          this.error(`${id} no longer makes its components as expected: see build/react-router-pure.ts`);
        return names + calls === 0 ? null : { code: out, map: null };
      },
    },
  };
}

export const forTesting = { CHUNK, DISPLAY_NAME };
