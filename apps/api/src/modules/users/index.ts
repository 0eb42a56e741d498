// What other modules and the server may use of users.
export { importProfilePhoto, photoToKeep, shownPhoto, type ProfilePhotos } from './profile-photos.js';
export { usersModule } from './users.module.js';
