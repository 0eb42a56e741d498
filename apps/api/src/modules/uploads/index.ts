// What other modules and the server may use of image uploads.
export { purgeReleased } from './uploads.service.js';
export { attachUpload, releaseProductUploads, type ReleasedUpload } from './uploads.repository.js';
export { importProfilePhoto, photoToKeep, shownPhoto, type ProfilePhotos } from './profile-photos.js';
