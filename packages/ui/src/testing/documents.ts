import type { ComponentType } from 'react';

/**
 * The `component` of a stories file whose stories draw a demo around the kit's component (its
 * state, its trigger): the docs page's props table then documents the component a designer or an
 * app uses, where the demo's props (a `Omit<…>` of them) left it empty, as the docgen reads only
 * types written in the component's own file. The stories draw the demo through the meta's
 * `render`; the cast only lets the meta's args be the demo's.
 * @example component: documents<DemoProps>(ConfirmDialog), render: (args) => <Demo {...args} />
 */
export function documents<Props>(component: ComponentType<never>): ComponentType<Props> {
  return component as ComponentType<Props>;
}
