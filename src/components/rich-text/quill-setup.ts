import Quill, { Delta } from 'quill';
import type ImageBlot from 'quill/formats/image';
import type VideoBlot from 'quill/formats/video';
import 'quill/dist/quill.snow.css';
import 'quill/dist/quill.bubble.css';
import './quill-theme.css';
import './quill-tooltips.css';
import { isSafeEditorImage, isSafeVideoUrl } from './quill-safe-content';

/**
 * Quill, its two themes' CSS and our theme overrides: imported only by the shared editor component
 * (quill-editor.tsx), which every route loads lazily, so none of it reaches the shell or the sign-in page.
 *
 * Quill's own sanitizers let any relative URL through (an `<img src=x>` would request /x) and any http(s)
 * page into a video iframe. These subclasses apply the app's rules instead; they are stricter than Quill's,
 * and an editor whose `formats` leave out image and video (the email composer) has neither blot at all.
 */
const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

const BaseImage = Quill.import('formats/image') as typeof ImageBlot;
class SafeImage extends BaseImage {
  static sanitize(url: string): string {
    return isSafeEditorImage(url) ? url : BLANK_IMAGE;
  }
}

const BaseVideo = Quill.import('formats/video') as typeof VideoBlot;
class SafeVideo extends BaseVideo {
  static sanitize(url: string): string {
    return isSafeVideoUrl(url) ? url : 'about:blank';
  }
}

Quill.register({ 'formats/image': SafeImage, 'formats/video': SafeVideo }, true);

export { Quill, Delta };
