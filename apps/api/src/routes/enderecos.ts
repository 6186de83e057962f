/** CEP lookup and cities. */
import { PERMISSION_ACTION_LABELS, PERMISSION_GROUPS, permissionAction } from '@hangar/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.js';
import { route } from '../http/route.js';
import type { Services } from '../services.js';

export function enderecoRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  route(app, services, 'enderecos.cep', async ({ params }) => {
    const result = await services.cep.lookup(params.cep.replace('-', ''));
    if (!result) throw notFound();
    return { data: result };
  });

  route(app, services, 'enderecos.cidades', async ({ query }) => {
    const { rows } = await db.query<{ id: number; nome: string }>(
      'SELECT id, nome FROM cidade WHERE estado_id = $1 ORDER BY nome',
      [query.estado_id],
    );
    return { data: rows };
  });

  // The permission tree, from the domain catalogue, with the database ids profiles store.
  route(app, services, 'permissoes.tree', async () => {
    const { rows } = await db.query<{ id: number; nome: string }>('SELECT id, nome FROM permissao');
    const ids = new Map(rows.map((r) => [r.nome, r.id]));
    return {
      data: PERMISSION_GROUPS.map((g) => ({
        key: g.key,
        title: g.label,
        children: g.permissions
          .filter((p) => ids.has(p))
          .map((p) => ({
            id: ids.get(p)!,
            key: p,
            title: PERMISSION_ACTION_LABELS[permissionAction(p)] ?? permissionAction(p),
          })),
      })),
    };
  });
}
