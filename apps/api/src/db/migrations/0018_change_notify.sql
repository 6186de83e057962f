-- Issue 15 (API speed): every instance keeps short-lived answers (the caller of a token, pages of
-- lists) in memory and must drop them when the data under them changes, whichever instance or
-- client wrote it. A statement-level trigger on each table announces the change on the channel
-- `hangar_changes` with what it touches: 'data' (anything a list or record shows) or 'auth' (who
-- a token belongs to and what they may do). PostgreSQL delivers a NOTIFY only when its
-- transaction commits, and once per transaction for the same payload, so a bulk write costs one.
CREATE FUNCTION hangar_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hangar_changes', TG_ARGV[0]);
  RETURN NULL;
END
$$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'permissao', 'perfil', 'perfil_permissao', 'usuario', 'usuario_perfil', 'modalidade', 'categoria',
    'tipo_arquivo', 'arquivo', 'estado', 'cidade', 'tenant', 'curso', 'curso_categoria', 'curso_tenant',
    'curso_modulo', 'assunto', 'assunto_arquivo', 'problema', 'problema_arquivo', 'questao',
    'questao_opcao', 'questao_curso', 'questao_modulo', 'questao_assunto', 'questao_problema', 'turma',
    'turma_calendario'
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                      FOR EACH STATEMENT EXECUTE FUNCTION hangar_notify_change(''data'')', t || '_changed', t);
  END LOOP;
  -- A new token changes nothing cached; a revoked or deleted one, a user's situação, profiles
  -- and permissions change who a cached token belongs to and what it may do.
  FOREACH t IN ARRAY ARRAY['permissao', 'perfil', 'perfil_permissao', 'usuario', 'usuario_perfil'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                      FOR EACH STATEMENT EXECUTE FUNCTION hangar_notify_change(''auth'')', t || '_auth_changed', t);
  END LOOP;
  CREATE TRIGGER oauth_access_token_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON oauth_access_token
    FOR EACH STATEMENT EXECUTE FUNCTION hangar_notify_change('auth');
END
$$;
