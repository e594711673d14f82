/** Shown when a person has no photo: the profile pages and the authors of comments use it. */
export const DEFAULT_PROFILE_PHOTO = '/images/default-profile.svg';
