// The smallest react-admin 5 app that lists Hangar's courses the way Hangar's course list does:
// signed in with the same OAuth password grant, 15 per page ordered by name, over the same API;
// and a new-course form with the fields of Hangar's 'Dados' tab, for `pnpm bench:keystrokes`.

import {
  Admin,
  Create,
  Datagrid,
  List,
  Resource,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { createRoot } from 'react-dom/client';

const TOKEN = 'hangar-reference.token';

const authProvider = {
  async login({ username, password }) {
    const res = await fetch('/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        client_id: 2,
        client_secret: 'hangar-dev-secret',
        username,
        password,
      }),
    });
    if (!res.ok) throw new Error('Usuário ou senha incorretos!');
    localStorage.setItem(TOKEN, (await res.json()).access_token);
  },
  async logout() {
    localStorage.removeItem(TOKEN);
  },
  async checkAuth() {
    if (!localStorage.getItem(TOKEN)) throw new Error('signed out');
  },
  async checkError(error) {
    if (error?.status === 401) throw error;
  },
  async getPermissions() {
    return [];
  },
};

/** Hangar's wire format: GET /api/curso?page&per_page → { data: { data: [...], total } }. */
const dataProvider = {
  async getList(resource, { pagination, sort }) {
    const order = sort?.field ? `${sort.order === 'DESC' ? '-' : ''}${sort.field}` : 'nome';
    const query = new URLSearchParams({
      page: String(pagination.page),
      per_page: String(pagination.perPage),
      order_by: order,
    });
    const res = await fetch(`/api/${resource}?${query}`, {
      headers: { authorization: `Bearer ${localStorage.getItem(TOKEN)}`, accept: 'application/json' },
    });
    if (!res.ok) throw Object.assign(new Error(res.statusText), { status: res.status });
    const { data } = await res.json();
    return { data: data.data, total: data.total };
  },
  async create(resource, { data: body }) {
    const res = await fetch(`/api/${resource}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${localStorage.getItem(TOKEN)}`,
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ ...body, modulos: [] }),
    });
    if (!res.ok) throw Object.assign(new Error(res.statusText), { status: res.status });
    const { data } = await res.json();
    return { data };
  },
};

const CursoList = () => (
  <List perPage={15} sort={{ field: 'nome', order: 'ASC' }}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="nome" label="Curso" />
      <TextField source="situacao" label="Situação" />
    </Datagrid>
  </List>
);

const SITUACOES = ['Ativo', 'Inativo'].map((id) => ({ id, name: id }));
const TIPOS = ['Teórico', 'Prático'].map((id) => ({ id, name: id }));

const CursoCreate = () => (
  <Create>
    <SimpleForm>
      <TextInput source="nome" label="Nome do Curso" />
      <TextInput source="apelido" label="Apelido" />
      <SelectInput source="situacao" label="Situação" choices={SITUACOES} />
      <SelectInput source="tipo" label="Tipo" choices={TIPOS} />
      <TextInput source="descricao" label="Descrição" multiline minRows={3} />
    </SimpleForm>
  </Create>
);

createRoot(document.getElementById('root')).render(
  <Admin authProvider={authProvider} dataProvider={dataProvider} requireAuth>
    <Resource name="curso" list={CursoList} create={CursoCreate} />
  </Admin>,
);
