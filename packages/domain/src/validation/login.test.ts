import { describe, expect, it } from 'vitest';
import { validateLogin } from './login.js';

describe('validateLogin', () => {
  it('requires username and password', () => {
    expect(validateLogin({})).toEqual({ username: ['Informe o e-mail'], password: ['Informe a senha'] });
    expect(validateLogin({ username: '  ', password: null })).toEqual({
      username: ['Informe o e-mail'],
      password: ['Informe a senha'],
    });
  });
  it('passes a filled form', () => {
    expect(validateLogin({ username: 'a@b.com', password: 'x' })).toEqual({});
  });
});
