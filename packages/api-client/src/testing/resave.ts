/**
 * Seeded data must pass the same validation as user input (issue #16): every record a target
 * ships is loaded, turned into the body its form sends back unchanged, checked by the contract's
 * input schema and the domain's validator, and saved. Runs against the MSW mocks and the server.
 */
import {
  courseBody,
  type FieldErrors,
  MAX_PER_PAGE,
  type MaterialInput,
  validateCategory,
  validateClass,
  validateCourse,
  validateEntity,
  validateMaterial,
  validateProblem,
  validateProfile,
  validateQuestion,
  validateUser,
} from '@hangar/domain';
import type { z } from 'zod/mini';
import { isApiError } from '../client/api-error.js';
import type { ApiClient } from '../client/create-api-client.js';
import { issuesToFieldErrors } from '../contract/field-errors.js';
import { ENDPOINTS } from '../contract/index.js';

/** The resources whose records a back-office form saves. */
export const RESAVED_RESOURCES = [
  'categorias',
  'perfis',
  'usuarios',
  'tenants',
  'cursos',
  'questoes',
  'problemas',
  'turmas',
] as const;
export type ResavedResource = (typeof RESAVED_RESOURCES)[number];

/** A record that could not be saved back unchanged, and why (field messages or the answer). */
export interface ResaveFailure {
  resource: ResavedResource;
  id: number;
  /** The record's name or title, to find it in the data. */
  label: string;
  /** `contract`: the input schema refused the body; `domain`: the validator; `server`: the save. */
  stage: 'contract' | 'domain' | 'server';
  messages: string[];
}

/** What `resaveEveryRecord` did. */
export interface ResaveReport {
  /** Records saved per resource. */
  saved: Record<ResavedResource, number>;
  failures: ResaveFailure[];
}

/** `field: message` lines of a field map, so a failure says where. */
const lines = (errors: FieldErrors) =>
  Object.entries(errors).flatMap(([field, messages]) => messages.map((m) => `${field}: ${m}`));
/** Runs `fn` over `items`, at most `limit` at a time. */
async function eachLimit<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

const ids = (items: ReadonlyArray<{ id: number }>) => items.map((item) => item.id);
const materials = (arquivos: readonly MaterialInput[]) =>
  arquivos.reduce<FieldErrors>((errors, a, i) => {
    for (const [field, messages] of Object.entries(validateMaterial(a)))
      errors[`arquivos.${i}.${field}`] = messages;
    return errors;
  }, {});

/**
 * Loads every record of every resource a form saves (categories, profiles, users, entities,
 * courses, questions, problems, classes), builds the body its form sends back unchanged (the
 * loaded record, relations reduced to ids as the forms do), validates it with the contract's
 * input schema and the domain's validator, and saves it. `client` must be signed in with a
 * user who may change everything (the demo admin).
 *
 * @example
 * const report = await resaveEveryRecord(admin);
 * expect(report.failures).toEqual([]);
 */
export async function resaveEveryRecord(
  client: ApiClient,
  options: {
    /** Records loaded and saved at the same time (a server with a connection pool goes faster). @default 4 */
    concurrency?: number;
  } = {},
): Promise<ResaveReport> {
  const limit = options.concurrency ?? 4;
  const saved = Object.fromEntries(RESAVED_RESOURCES.map((r) => [r, 0])) as Record<ResavedResource, number>;
  const failures: ResaveFailure[] = [];
  const all = { query: { page: 1, per_page: MAX_PER_PAGE } };

  async function resave<B, S extends z.ZodMiniType>(
    resource: ResavedResource,
    record: { id: number; label: string },
    body: B,
    schema: S,
    validate: (body: B) => FieldErrors,
    save: (body: z.input<S>) => Promise<unknown>,
  ): Promise<void> {
    const fail = (stage: ResaveFailure['stage'], messages: string[]) =>
      failures.push({ resource, id: record.id, label: record.label, stage, messages });
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      return void fail('contract', lines(issuesToFieldErrors(parsed.error)));
    }
    const errors = validate(body);
    if (Object.keys(errors).length > 0) return void fail('domain', lines(errors));
    try {
      // The body passed the input schema above, so it is the endpoint's input: sent as the form
      // sends it (not the parsed copy), so the target runs its own parsing on the raw body.
      await save(body as z.input<S>);
      saved[resource] += 1;
    } catch (error) {
      if (!isApiError(error)) throw error;
      const answer = error.body;
      fail(
        'server',
        answer && typeof answer === 'object' && !('message' in answer)
          ? lines(answer as FieldErrors)
          : [`${error.status} ${JSON.stringify(answer)}`],
      );
    }
  }

  await eachLimit((await client.categorias.list(all)).data.data, limit, async (c) => {
    await resave(
      'categorias',
      { id: c.id, label: c.nome },
      { nome: c.nome },
      ENDPOINTS['categorias.update'].body,
      validateCategory,
      (body) => client.categorias.update({ params: { id: c.id }, body }),
    );
  });

  await eachLimit((await client.perfis.list(all)).data.data, limit, async (row) => {
    const { data: p } = await client.perfis.get({ params: { id: row.id } });
    await resave(
      'perfis',
      { id: p.id, label: p.nome },
      { ...p, permissoes: ids(p.permissoes) },
      ENDPOINTS['perfis.update'].body,
      validateProfile,
      (body) => client.perfis.update({ params: { id: p.id }, body }),
    );
  });

  await eachLimit((await client.usuarios.list(all)).data.data, limit, async (u) => {
    await resave(
      'usuarios',
      { id: u.id, label: u.nome },
      { ...u, perfis: ids(u.perfis) },
      ENDPOINTS['usuarios.update'].body,
      validateUser,
      (body) => client.usuarios.update({ params: { id: u.id }, body }),
    );
  });

  await eachLimit((await client.tenants.list(all)).data.data, limit, async (row) => {
    const { data: t } = await client.tenants.get({ params: { id: row.id } });
    await resave(
      'tenants',
      { id: t.id, label: t.nome },
      t,
      ENDPOINTS['tenants.update'].body,
      validateEntity,
      (body) => client.tenants.update({ params: { id: t.id }, body }),
    );
  });

  await eachLimit((await client.cursos.list(all)).data.data, limit, async (row) => {
    const { data: c } = await client.cursos.get({ params: { id: row.id } });
    // The course form's own body builder (the domain's), over the loaded record.
    const body = courseBody(
      {
        apelido: c.apelido,
        nome: c.nome,
        situacao: c.situacao,
        qualificacao: c.qualificacao,
        tipo: c.tipo,
        descricao: c.descricao,
        modalidade_id: c.modalidade_id,
        imagem_url: c.imagem_url,
        categorias: ids(c.categorias),
        curso_id: c.curso_id,
        permite_sem_homologacao: c.permite_sem_homologacao,
      },
      c.modulos,
    );
    await resave(
      'cursos',
      { id: c.id, label: c.nome },
      body,
      ENDPOINTS['cursos.update'].body,
      (b) => {
        const errors = validateCourse(b);
        b.modulos.forEach((m, i) => {
          m.assuntos.forEach((s, j) => {
            for (const [field, messages] of Object.entries(materials(s.arquivos))) {
              errors[`modulos.${i}.assuntos.${j}.${field}`] = messages;
            }
          });
        });
        return errors;
      },
      (b) => client.cursos.update({ params: { id: c.uuid }, body: b }),
    );
  });

  await eachLimit((await client.questoes.list(all)).data.data, limit, async (row) => {
    const { data: q } = await client.questoes.get({ params: { id: row.id } });
    await resave(
      'questoes',
      { id: q.id, label: q.titulo },
      q,
      ENDPOINTS['questoes.update'].body,
      validateQuestion,
      (body) => client.questoes.update({ params: { id: q.uuid }, body }),
    );
  });

  await eachLimit((await client.problemas.list(all)).data.data, limit, async (row) => {
    const { data: p } = await client.problemas.get({ params: { id: row.id } });
    await resave(
      'problemas',
      { id: p.id, label: p.titulo },
      p,
      ENDPOINTS['problemas.update'].body,
      (body) => ({ ...validateProblem(body), ...materials(body.arquivos) }),
      (body) => client.problemas.update({ params: { id: p.id }, body }),
    );
  });

  await eachLimit((await client.turmas.list(all)).data.data, limit, async (row) => {
    const { data: t } = await client.turmas.get({ params: { id: row.id } });
    await resave(
      'turmas',
      { id: t.id, label: t.nome },
      t,
      ENDPOINTS['turmas.update'].body,
      validateClass,
      (body) => client.turmas.update({ params: { id: t.id }, body }),
    );
  });

  // Loaded in parallel: sorted, so a report reads the same on every run.
  failures.sort((a, b) => a.resource.localeCompare(b.resource) || a.id - b.id);
  return { saved, failures };
}
