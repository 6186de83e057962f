export { ScreenFailure, ScreenFailureBoundary } from './screen-failure';
