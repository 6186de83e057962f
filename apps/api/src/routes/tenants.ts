/** Entities (tenants) (§2.10). */

import type { tenantInputSchema } from '@hangar/api-client/contract';
import {
  entityTypeLabel,
  FieldErrorsBuilder,
  MESSAGES,
  normalizeCnpj,
  onlyDigits,
  validateEntity,
} from '@hangar/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import type { Db } from '../db/db.js';
import { assertValid, notFound } from '../http/errors.js';
import { route } from '../http/route.js';
import {
  deleteRow,
  findId,
  idOrUuid,
  insertRow,
  isoMs,
  orderBy,
  pagedList,
  Sql,
  searched,
  updateRow,
} from '../http/sql.js';
import type { Services } from '../services.js';

const SELECT = `t.id, t.uuid::text AS uuid, t.nome, t.nome_fantasia, t.perfil_acesso::int AS perfil_acesso, t.cnpj,
  t.codigo_anac, t.situacao, t.email, t.site, t.contato, e.sigla AS uf,
  t.cep, t.logradouro, t.complemento, t.bairro, t.cidade_id, e.id AS estado_id, e.nome AS estado_nome,
  t.admin_email, t.admin_nome, ${isoMs('t.updated_at')} AS updated_at,
  (SELECT count(*)::int FROM curso_tenant ct WHERE ct.tenant_id = t.id) AS cursos_count`;
const FROM = 'tenant t LEFT JOIN estado e ON e.id = t.estado_id';

type Row = Record<string, unknown> & { perfil_acesso: number; estado_id: number | null };

const toWire = (r: Row) => ({
  id: r.id,
  uuid: r.uuid,
  nome: r.nome,
  nome_fantasia: r.nome_fantasia,
  perfil_acesso: r.perfil_acesso,
  perfil: entityTypeLabel(r.perfil_acesso) ?? '',
  cnpj: r.cnpj,
  codigo_anac: r.codigo_anac,
  situacao: r.situacao,
  email: r.email,
  site: r.site,
  contato: r.contato,
  uf: r.uf,
  endereco: {
    cep: r.cep,
    logradouro: r.logradouro,
    complemento: r.complemento,
    bairro: r.bairro,
    estado: r.estado_id === null ? null : { id: r.estado_id, nome: r.estado_nome, sigla: r.uf },
    cidade_id: r.cidade_id,
  },
  administrador: { email: r.admin_email, pessoa: { nome: r.admin_nome } },
  cursos_count: r.cursos_count,
  updated_at: r.updated_at,
});

async function loadTenant(db: Db, id: number | string) {
  const where = idOrUuid('t', id);
  const { rows } = await db.query<Row>(`SELECT ${SELECT} FROM ${FROM} WHERE ${where.sql}`, [where.value]);
  if (!rows[0]) return null;
  const { rows: cursos } = await db.query(
    `SELECT c.id, c.nome, c.tipo, ct.data_validade FROM curso_tenant ct JOIN curso c ON c.id = ct.curso_id
      WHERE ct.tenant_id = $1 ORDER BY c.nome`,
    [rows[0].id],
  );
  return { ...toWire(rows[0]), cursos };
}

type Input = z.output<typeof tenantInputSchema>;
const text = (v: string | null | undefined) =>
  v === undefined || v === null || v.trim() === '' ? null : v.trim();

export function tenantRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const validate = (raw: Record<string, unknown>) =>
    validateEntity(raw as Parameters<typeof validateEntity>[0]);

  const values = async (body: Input, exceptId: number | null) => {
    let estadoId = body.endereco?.estado?.id ?? null;
    const cidadeId = body.endereco?.cidade_id ?? null;
    const b = new FieldErrorsBuilder();
    if (cidadeId !== null) {
      const { rows } = await db.query<{ estado_id: number }>('SELECT estado_id FROM cidade WHERE id = $1', [
        cidadeId,
      ]);
      if (!rows[0] || (estadoId !== null && rows[0].estado_id !== estadoId)) {
        b.add('endereco.cidade_id', MESSAGES.field.invalid);
      }
      // A city sent without its state is stored with it: the list's UF and the form's Estado
      // read the state, and an address with a city and no state was shown as having neither.
      estadoId ??= rows[0]?.estado_id ?? null;
    }
    const raw = text(body.cnpj);
    const cnpj = raw === null ? null : normalizeCnpj(raw);
    if (cnpj) {
      const { rows } = await db.query('SELECT 1 FROM tenant WHERE cnpj = $1 AND id IS DISTINCT FROM $2', [
        cnpj,
        exceptId,
      ]);
      if (rows.length) b.add('cnpj', MESSAGES.taken.entity);
    }
    assertValid(b.build());
    const cep = text(body.endereco?.cep);
    return {
      nome: body.nome.trim(),
      nome_fantasia: text(body.nome_fantasia),
      perfil_acesso: body.perfil_acesso,
      cnpj,
      codigo_anac: text(body.codigo_anac),
      situacao: body.situacao,
      email: text(body.email),
      site: text(body.site),
      contato: text(body.contato),
      cep: cep === null ? null : onlyDigits(cep),
      logradouro: text(body.endereco?.logradouro),
      complemento: text(body.endereco?.complemento),
      bairro: text(body.endereco?.bairro),
      estado_id: estadoId,
      cidade_id: cidadeId,
      admin_email: text(body.administrador?.email),
      admin_nome: text(body.administrador?.pessoa?.nome),
    };
  };

  route(
    app,
    services,
    'tenants.list',
    async ({ query }) => {
      const q = new Sql();
      if (query.nome) q.where(searched(q, ['t.nome', 't.nome_fantasia'], query.nome));
      const order = orderBy(query.order_by, { nome: 'lower(t.nome)', id: 't.id' }, 't.id');
      return pagedList(db, q, { select: SELECT, from: FROM, order }, query, (r) => toWire(r as Row));
    },
    { cache: true },
  );

  route(app, services, 'tenants.get', async ({ params }) => {
    const t = await loadTenant(db, params.id);
    if (!t) throw notFound();
    return { data: t };
  });

  route(
    app,
    services,
    'tenants.create',
    async ({ body }) => {
      const row = await values(body, null);
      // In a transaction, as every create: it marks a retried create's key made with the record.
      const id = await db.transaction((tx) => insertRow(tx, 'tenant', row));
      return { data: (await loadTenant(db, id))! };
    },
    { validate },
  );

  route(
    app,
    services,
    'tenants.update',
    async ({ params, body }) => {
      const id = await findId(db, 'tenant', params.id);
      await updateRow(db, 'tenant', id, await values(body, id), { version: body.updated_at });
      return { data: (await loadTenant(db, id))! };
    },
    { validate },
  );

  route(app, services, 'tenants.delete', async ({ params }) => {
    await deleteRow(db, 'tenant', params.id);
    return undefined;
  });
}
