export { ImageUpload, type ImageUploadProps } from './image-upload';
