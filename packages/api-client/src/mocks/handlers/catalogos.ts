/** Modalidades (§3), categorias (§2.11) and file types (§7): any signed-in user. */
import { MESSAGES, nameKey, validateCategory } from '@hangar/domain';
import type { HttpHandler } from 'msw';
import type { Named } from '../../contract/index.js';
import type { MockDb } from '../db.js';
import { ilike, orderBy, paginate, removeRow, safely } from './common.js';
import { assertFresh, invalid, MockHttpError, mockRoute, notFound } from './route.js';

export function catalogosHandlers(db: MockDb): HttpHandler[] {
  const validate = { validate: safely(validateCategory) };
  const assertNameFree = (nome: string, selfId: number | null) => {
    const key = nameKey(nome);
    if (db.categorias.some((c) => c.id !== selfId && nameKey(c.nome) === key)) {
      throw invalid({ nome: [MESSAGES.taken.category] });
    }
  };
  // A category with its version, as the server answers it.
  const out = ({ id, nome }: Named) => ({ id, nome, updated_at: db.versionOf('categoria', id) });
  const find = (id: number) => {
    const found = db.categorias.find((c) => c.id === id);
    if (!found) throw notFound();
    return found;
  };
  return [
    mockRoute(db, 'modalidades.list', ({ query }) =>
      paginate(
        orderBy(
          db.modalidades.filter((m) => ilike(m.nome, query.nome)),
          'nome',
          (m) => m.nome,
        ),
        query,
      ),
    ),
    mockRoute(db, 'categorias.list', ({ query }) =>
      paginate(
        orderBy(
          db.categorias.filter((c) => ilike(c.nome, query.nome)),
          'nome',
          (c) => c.nome,
        ),
        query,
        out,
      ),
    ),
    mockRoute(
      db,
      'categorias.create',
      ({ body }) => {
        assertNameFree(body.nome, null);
        const categoria = { id: db.nextId('categoria', db.categorias), nome: body.nome.trim() };
        db.categorias.push(categoria);
        db.touch('categoria', categoria.id);
        return { data: out(categoria) };
      },
      validate,
    ),
    mockRoute(
      db,
      'categorias.update',
      ({ params, body }) => {
        const categoria = find(params.id);
        assertNameFree(body.nome, categoria.id);
        assertFresh(db, 'categoria', categoria.id, body.updated_at);
        categoria.nome = body.nome.trim();
        db.touch('categoria', categoria.id);
        return { data: out(categoria) };
      },
      validate,
    ),
    mockRoute(db, 'categorias.delete', ({ params }) => {
      const categoria = find(params.id);
      if (db.cursos.some((c) => c.categorias.includes(categoria.id))) {
        throw new MockHttpError(409, { message: MESSAGES.conflict.categoryInUse });
      }
      removeRow(db.categorias, categoria);
      return undefined;
    }),
    mockRoute(db, 'arquivos.tipos', () => ({ data: db.tiposArquivo.map((t) => ({ ...t })) })),
  ];
}
