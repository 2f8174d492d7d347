/**
 * How a library item's media is played: the item's type says most, its file's ending the rest (a
 * VR item may be a picture). One rule for the console's library and lessons and the student app.
 */
const AUDIO_FILE = /\.(mp3|m4a|aac|ogg|oga|wav|flac)(\?|#|$)/i;
const IMAGE_FILE = /\.(jpe?g|png|gif|webp|svg|avif)(\?|#|$)/i;

export type MediaKind = 'video' | 'audio' | 'image';

export function mediaKind(contentType: unknown, mediaUrl: string): MediaKind {
  if (contentType === 'sound_clip' || AUDIO_FILE.test(mediaUrl)) return 'audio';
  if (IMAGE_FILE.test(mediaUrl)) return 'image';
  return 'video';
}
