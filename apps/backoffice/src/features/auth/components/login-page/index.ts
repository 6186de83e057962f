export { LoginPage, type LoginPageProps } from './login-page';
export { LoginRoute } from './login-route';
