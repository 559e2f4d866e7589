/** Replaced by the reader work of issue 3; until then the labelled later-release panel. */
export { default } from '../../common/LaterRoute.tsx'
