export { LAST_SYNC_PLACEHOLDER, SyncPlaceholder } from './sync-placeholder';
