export { MaterialIcon } from './material-icon';
