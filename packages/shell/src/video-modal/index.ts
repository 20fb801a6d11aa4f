export { VideoModalProvider, type VideoModalProviderProps } from './VideoModalProvider.js';
export {
  OPEN_VIDEO_EVENT,
  openVideo,
  resolveVideo,
  youTubeId,
  type VideoRequest,
  type VideoSource,
} from './video-source.js';
