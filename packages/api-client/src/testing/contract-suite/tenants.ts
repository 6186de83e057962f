/** Contract suite: Entities (tenants) and the address lookups they use. */
import { MESSAGES } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { apiError, type SuiteContext, unique } from './context.js';

export function tenantsContract({ clients }: SuiteContext): void {
  describe('entities and addresses', () => {
    it('looks up CEP 01310-100 (Avenida Paulista, São Paulo/SP)', async () => {
      const { data } = await clients.admin.enderecos.cep({ params: { cep: '01310-100' } });
      expect(data).toMatchObject({ estado_id: 25, cidade_id: 3550308, bairro: 'Bela Vista' });
      expect(data.logradouro).toContain('Paulista');
      expect((await apiError(clients.admin.enderecos.cep({ params: { cep: 'abc' } }))).status).toBe(422);
    });

    it('lists the cities of a state', async () => {
      const { data } = await clients.admin.enderecos.cidades({ query: { estado_id: 25 } });
      expect(data).toContainEqual({ id: 3550308, nome: 'São Paulo' });
      const error = await apiError(clients.admin.enderecos.cidades({ query: { estado_id: 99 } }));
      expect(error.status).toBe(422);
      expect(Object.keys(error.body as object)).toEqual(['estado_id']);
    });

    it('saves an entity with address and administrator, reads it by id and uuid, searches, deletes', async () => {
      const tag = unique();
      const body = {
        nome: `Aeroclube Contrato ${tag}`,
        nome_fantasia: 'Aeroclube Contrato',
        perfil_acesso: 2 as const,
        cnpj: '11.222.333/0001-81',
        codigo_anac: 'AC-9999',
        situacao: 'Liberada' as const,
        email: 'contato@contrato.org.br',
        site: 'https://contrato.org.br',
        contato: '+55 11 2221-5555',
        endereco: {
          cep: '01310-100',
          logradouro: 'Avenida Paulista, 1000',
          complemento: 'Sala 1',
          bairro: 'Bela Vista',
          estado: { id: 25 },
          cidade_id: 3550308,
        },
        administrador: { email: 'admin@contrato.org.br', pessoa: { nome: 'Ana Administradora' } },
      };
      const { data: t } = await clients.admin.tenants.create({ body });
      expect(t).toMatchObject({
        nome: body.nome,
        perfil_acesso: 2,
        perfil: 'Aeroclube',
        cnpj: '11222333000181',
        situacao: 'Liberada',
        uf: 'SP',
        endereco: { estado: { id: 25, sigla: 'SP' }, cidade_id: 3550308, bairro: 'Bela Vista' },
        administrador: { email: 'admin@contrato.org.br', pessoa: { nome: 'Ana Administradora' } },
        cursos: [],
      });
      expect((await clients.admin.tenants.get({ params: { id: t.uuid } })).data).toEqual(t);
      const found = await clients.admin.tenants.list({ query: { nome: tag } });
      expect(found.data.data.map((x) => x.id)).toEqual([t.id]);
      const { data: suspended } = await clients.admin.tenants.update({
        params: { id: t.id },
        body: { ...body, situacao: 'Suspensa' },
      });
      expect(suspended.situacao).toBe('Suspensa');
      await clients.admin.tenants.delete({ params: { id: t.id } });
      expect((await apiError(clients.admin.tenants.get({ params: { id: t.id } }))).status).toBe(404);
    });

    it('finds an entity whose name holds one word of the search and its trade name another', async () => {
      const [a, b] = [unique(), unique()];
      const { data: t } = await clients.admin.tenants.create({
        body: {
          nome: `Escola Aeronáutica ${a}`,
          nome_fantasia: `Voo Livre ${b}`,
          perfil_acesso: 3,
          situacao: 'Ativo',
        },
      });
      const ids = async (nome: string) =>
        (await clients.admin.tenants.list({ query: { nome } })).data.data.map((x) => x.id);
      expect(await ids(`${a} ${b}`)).toEqual([t.id]);
      expect(await ids(`${b.toUpperCase()} aeronautica ${a}`)).toEqual([t.id]);
      expect(await ids(`${a} ${unique()}`)).toEqual([]);
      await clients.admin.tenants.delete({ params: { id: t.id } });
    });

    it("stores a city sent without its state with the city's state (the list's UF reads it)", async () => {
      const body = {
        nome: `Escola Sem Estado ${unique()}`,
        perfil_acesso: 3 as const,
        situacao: 'Ativo' as const,
      };
      const { data: t } = await clients.admin.tenants.create({
        body: { ...body, endereco: { cidade_id: 3550308 } },
      });
      expect([t.uf, t.endereco?.estado?.id, t.endereco?.cidade_id]).toEqual(['SP', 25, 3550308]);
      // A state that is not the city's is still refused.
      const error = await apiError(
        clients.admin.tenants.create({
          body: { ...body, endereco: { estado: { id: 19 }, cidade_id: 3550308 } },
        }),
      );
      expect(error.body).toEqual({ 'endereco.cidade_id': [MESSAGES.field.invalid] });
      await clients.admin.tenants.delete({ params: { id: t.id } });
    });

    it('counts in each list row the courses linked to the entity, as its record lists them', async () => {
      const { data } = await clients.admin.tenants.list({ query: { per_page: 100 } });
      expect(data.data.length).toBeGreaterThan(0);
      for (const row of data.data.slice(0, 5)) {
        const { data: detail } = await clients.admin.tenants.get({ params: { id: row.id } });
        expect([row.nome, row.cursos_count]).toEqual([row.nome, detail.cursos.length]);
      }
    });

    it('refuses an entity without situacao and Razão Social, or with an invalid CNPJ', async () => {
      const error = await apiError(
        clients.admin.tenants.create({
          body: { nome: '', situacao: '' as 'Ativo', perfil_acesso: 3, cnpj: '11.222.333/0001-00' },
        }),
      );
      expect(error.status).toBe(422);
      expect(error.body).toEqual({
        situacao: [MESSAGES.entity.situacaoRequired],
        nome: [MESSAGES.entity.nomeRequired],
        cnpj: [MESSAGES.entity.cnpjInvalid],
      });
    });
  });
}
