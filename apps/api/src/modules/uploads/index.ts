// What other modules and the server may use of image uploads.
export { purgeReleased, processImage, storeImage } from './uploads.service.js';
export { attachUpload, releaseProductUploads, type ReleasedUpload } from './uploads.repository.js';
export { fetchRemoteImage, RemoteImageError } from './remote-image.js';
export { importProfilePhoto, photoToKeep, shownPhoto, type ProfilePhotos } from './profile-photos.js';
