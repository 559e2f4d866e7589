/** The .eml import uploads through the same real actors as compose's big upload. */
export { UploadRefused, md5OfBlob, uploadActors } from '../../upload/uploadActors.ts'
