/**
 * The Bengali web font's stylesheet (bengali-font.css, decision 036) in a chunk of its own:
 * `lib/i18n` loads it when the page turns to Bangla, so an English reader never downloads
 * it, and the server links it (and preloads the font file) in pages it paints in Bangla.
 */
import './bengali-font.css';

/** The family the stylesheet declares, as the font stack in index.css names it. */
export const BENGALI_FONT_FAMILY = 'Noto Sans Bengali';
