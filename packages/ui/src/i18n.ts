/**
 * React Aria's locale provider, re-exported so an app (or Storybook) sets the kit's language
 * through the kit itself and is sure to reach the same react-aria-components instance the kit's
 * components read: a second copy of the package would carry its own context, and the kit would
 * silently keep the browser's language.
 *
 * Under it, React Aria's own texts (drop targets 'Inserir entre…', the tree's 'Selecionar',
 * date and time field segments) and its number and date formats follow `locale`. Without a
 * provider they follow the browser's language.
 *
 * @example
 * ```tsx
 * <I18nProvider locale="pt-BR">
 *   <App />
 * </I18nProvider>
 * ```
 */
export { I18nProvider, type I18nProviderProps } from 'react-aria-components';
