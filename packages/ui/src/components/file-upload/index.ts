export {
  checkFile,
  type FileLike,
  type FileProblem,
  formatFileSize,
  matchesAccept,
  progressPercent,
} from './file-rules';
export { FileUpload, type FileUploadProps, type UploadedFile } from './file-upload';
